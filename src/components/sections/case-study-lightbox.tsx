import { useState, type KeyboardEvent } from 'react';
import * as Dialog from '@/components/ui/dialog';
import type { GalleryImage } from '@/content/types';
import { Media } from '@/components/ui/media';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { pictureAnnouncement } from './announcements';
import { StepButtons } from './step-buttons';

export type CaseStudyLightboxProps = {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to: the thumbnail that opened the lightbox. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * The gallery's full-size view, loaded only when a thumbnail is opened.
 * The dialog primitive gives the focus trap and Escape; arrows and buttons step through the
 * set, wrapping at the ends. On opening, the dialog's title (the picture's description) and
 * description (its caption) are read; after a step, its live region says the same of the new picture.
 */
export default function CaseStudyLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: CaseStudyLightboxProps) {
  // The live region stays empty when the dialog opens, so only a step is announced.
  const [stepped, setStepped] = useState(false);
  const image = images[index];
  if (!image) return null;
  const { caption, ...picture } = image;
  const count = images.length;
  const step = (delta: number) => {
    setStepped(true);
    onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        placement="fullscreen"
        onKeyDown={onKeyDown}
        returnFocusTo={returnFocusTo}
        className="gap-4 p-4 outline-none md:p-8"
      >
        <Dialog.Header title={image.alt} size="sm" closeLabel="Close gallery" closeVariant="media">
          <p className="text-sm">{`Image ${index + 1} of ${count}`}</p>
        </Dialog.Header>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3">
          <Media
            {...picture}
            // At most the screen less the dialog's padding; narrower when the height limits it.
            sizes="(min-width: 768px) calc(100vw - 4rem), calc(100vw - 2rem)"
            loading="eager"
            className="max-h-full min-h-0 w-auto max-w-full rounded-lg object-contain"
          />
          <Dialog.Description asChild>
            <figcaption className="max-w-prose text-center text-media-fg">{caption}</figcaption>
          </Dialog.Description>
        </figure>
        <StepButtons
          itemName="image"
          variant="media"
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          className="justify-center gap-3"
        />
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {stepped && pictureAnnouncement(image, index, count)}
        </VisuallyHidden>
      </Dialog.Content>
    </Dialog.Root>
  );
}
