// @vitest-environment jsdom
// What a listener meets in the lightbox: one polite live region, present and empty until the visitor steps, then
// saying what is shown. Stepping from the keyboard is driven in a browser (tests/e2e/sections-gallery.spec.ts).
import { act, useState, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureAnnouncement } from '@/components/sections/announcements';
import CaseStudyLightbox from '@/components/sections/case-study-lightbox';
import { caseStudies } from '@/content/case-studies';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(element: ReactElement) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root!.render(element));
}

describe('picture announcement', () => {
  it('says a picture, its caption, then its place, each a sentence', () => {
    expect(pictureAnnouncement({ alt: 'Drawing of a dashboard', caption: 'Alerts arrive first.' }, 1, 3)).toBe(
      'Drawing of a dashboard. Alerts arrive first. Image 2 of 3.',
    );
    expect(pictureAnnouncement({ alt: 'Is it done?', caption: '' }, 0, 1)).toBe('Is it done? Image 1 of 1.');
  });
});

describe('lightbox', () => {
  const images = caseStudies[0]!.srcSlider;

  function Gallery() {
    const [index, setIndex] = useState(0);
    return (
      <CaseStudyLightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => undefined}
        returnFocusTo={() => null}
      />
    );
  }
  const dialog = () => document.querySelector('[role="dialog"]')!;
  const status = () => dialog().querySelector('[role="status"]');
  const press = (name: string) =>
    act(() => dialog().querySelector<HTMLButtonElement>(`[aria-label="${name}"]`)!.click());

  it('says nothing when it opens: the dialog is named by the picture and described by its caption', () => {
    render(<Gallery />);
    expect(status()?.textContent).toBe('');
    const heading = document.getElementById(dialog().getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe(images[0]!.alt);
  });

  it('says the new picture, its caption and its place after Next and Previous', () => {
    render(<Gallery />);
    press('Next image');
    expect(status()?.textContent).toBe(pictureAnnouncement(images[1]!, 1, images.length));
    expect(status()?.textContent).toContain(images[1]!.caption);
    press('Previous image');
    press('Previous image');
    expect(status()?.textContent).toBe(pictureAnnouncement(images.at(-1)!, images.length - 1, images.length));
  });
});
