// What a listener hears of a carousel or a lightbox: what each slide picker shows, and after a step, what is now
// shown (what first, where in the set last, so a listener stepping on can stop once they know).
import type { GalleryImage } from '@/content/types';
import type { SlideRange } from './carousel-view';

/** A slide as a listener names it: who or what ('Ava'), and what sets it apart ('Chief of Staff'). */
export type SlideLabel = { name: string; detail?: string };

/** The name of the picker for one slide: 'Ava, Chief of Staff'. */
export function pickerName({ name, detail }: SlideLabel): string {
  return detail ? `${name}, ${detail}` : name;
}

/** 'Showing Ava, Chief of Staff, 1 of 12'; with several in view, 'Showing Owen, Iris and Nova, 4 to 6 of 12'. */
export function viewAnnouncement(slides: readonly SlideLabel[], { first, last }: SlideRange): string {
  const count = slides.length;
  const shown = slides.slice(first, last + 1);
  if (shown.length === 1) return `Showing ${pickerName(shown[0]!)}, ${first + 1} of ${count}`;
  const names = shown.map((slide) => slide.name);
  return `Showing ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, ${first + 1} to ${last + 1} of ${count}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The picture, its caption, then its place: 'Drawing of the estimate screen. Estimators review... Image 2 of 3'. */
export function pictureAnnouncement(
  { alt, caption }: Pick<GalleryImage, 'alt' | 'caption'>,
  index: number,
  count: number,
) {
  return [alt, caption, `Image ${index + 1} of ${count}`].filter(Boolean).map(sentence).join(' ');
}
