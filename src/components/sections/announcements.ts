// What a listener hears after a step: what is now shown first, where in the set last, so a listener stepping on
// can stop once they know.
import type { GalleryImage } from '@/content/types';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The picture, its caption, then its place: 'Drawing of the estimate screen. Estimators review... Image 2 of 3'. */
export function pictureAnnouncement(
  { alt, caption }: Pick<GalleryImage, 'alt' | 'caption'>,
  index: number,
  count: number,
) {
  return [alt, caption, `Image ${index + 1} of ${count}`].filter(Boolean).map(sentence).join(' ');
}
