// @vitest-environment jsdom
// What a listener meets in the carousels: pickers named by what their slide shows, the current one marked, and one
// polite live region, present and empty until the visitor moves, then saying what is shown. Embla's scrolling
// itself is driven in a browser (tests/e2e/sections-carousel.spec.ts).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickerName, viewAnnouncement } from '@/components/sections/announcements';
import { CarouselControls } from '@/components/sections/carousel-controls';
import type { ApgCarousel } from '@/components/sections/use-apg-carousel';
import { workers } from '@/content/workers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(element: ReactNode) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root!.render(element));
}

const slides = workers.map((worker) => ({ name: worker.firstName, detail: worker.category[0] }));

describe('carousel announcements', () => {
  it('names a picker by what its slide shows', () => {
    expect(pickerName({ name: 'Ava', detail: 'Chief of Staff' })).toBe('Ava, Chief of Staff');
    expect(pickerName({ name: 'Ava' })).toBe('Ava');
  });

  it('says the one slide in view by its full name and place', () => {
    expect(viewAnnouncement(slides, { first: 0, last: 0 })).toBe('Showing Ava, Chief of Staff, 1 of 12');
  });

  it('says several slides in view by their names and the span they fill', () => {
    const shown = viewAnnouncement(slides, { first: 3, last: 5 });
    const [fourth, fifth, sixth] = workers.slice(3, 6).map((worker) => worker.firstName);
    expect(shown).toBe(`Showing ${fourth}, ${fifth} and ${sixth}, 4 to 6 of 12`);
    expect(viewAnnouncement(slides, { first: 10, last: 11 })).toMatch(/^Showing \w+ and \w+, 11 to 12 of 12$/);
  });
});

describe('carousel controls', () => {
  const carousel = (state: Partial<ApgCarousel>): ApgCarousel => ({
    ready: true,
    current: 0,
    moved: null,
    isHidden: () => false,
    canPrevious: false,
    canNext: true,
    goTo: () => undefined,
    previous: () => undefined,
    next: () => undefined,
    ...state,
  });
  const pickers = () => [...document.querySelectorAll('[role="group"][aria-label="Choose worker"] button')];
  const status = () => document.querySelector('[role="status"]');

  it('has one picker per worker, named by who it shows, and a press picks that worker', () => {
    const goTo = vi.fn();
    render(<CarouselControls carousel={carousel({ goTo })} itemName="worker" slides={slides} />);
    expect(pickers().map((button) => button.getAttribute('aria-label'))).toEqual(
      workers.map((worker) => `${worker.firstName}, ${worker.category[0]}`),
    );
    act(() => (pickers()[4] as HTMLButtonElement).click());
    expect(goTo).toHaveBeenCalledWith(4);
  });

  it('marks the current slide, and no other', () => {
    render(<CarouselControls carousel={carousel({ current: 11 })} itemName="worker" slides={slides} />);
    const current = pickers().filter((button) => button.getAttribute('aria-current') === 'true');
    expect(current.map((button) => button.getAttribute('aria-label'))).toEqual([pickerName(slides[11]!)]);
  });

  it('keeps its live region empty until the visitor moves, then says what is shown', () => {
    render(<CarouselControls carousel={carousel({})} itemName="worker" slides={slides} />);
    expect(status()?.getAttribute('aria-live')).toBe('polite');
    expect(status()?.textContent).toBe('');
    act(() =>
      root!.render(
        <CarouselControls
          carousel={carousel({ current: 3, moved: { first: 3, last: 5 } })}
          itemName="worker"
          slides={slides}
        />,
      ),
    );
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(status()?.textContent).toBe(viewAnnouncement(slides, { first: 3, last: 5 }));
  });
});
