// @vitest-environment jsdom
// A move asked of the carousel before embla has measured: on an islands page, a press kept from before the
// carousel's code ran is replayed at the island's first commit, and embla arrives in an effect after it. The move
// is made once embla is there, in order, each once. Embla itself is a stand-in here (jsdom lays nothing out); its
// scrolling is driven in a browser (tests/e2e/sections-carousel.spec.ts).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmblaCarouselType } from 'embla-carousel';
import { useApgCarousel, type ApgCarousel } from '@/components/sections/use-apg-carousel';
import { snapOfSlide } from '@/components/sections/carousel-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SLIDES = 12;
const SNAPS = 10;

/** Embla as the hook uses it: a selected snap that scrolling moves, and its 'select' event, as embla fires it. */
function fakeEmbla() {
  let snap = 0;
  const listeners = new Map<string, Set<() => void>>();
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const select = (to: number) => {
    snap = to;
    emit('select');
  };
  const api = {
    scrollTo: vi.fn((to: number) => select(to)),
    scrollNext: vi.fn(() => select(Math.min(snap + 1, SNAPS - 1))),
    scrollPrev: vi.fn(() => select(Math.max(snap - 1, 0))),
    selectedScrollSnap: () => snap,
    scrollSnapList: () => Array.from({ length: SNAPS }, (_, index) => index / (SNAPS - 1)),
    slidesInView: () => [snap, snap + 1, snap + 2].filter((slide) => slide < SLIDES),
    slideNodes: () => Array.from({ length: SLIDES }, () => document.createElement('div')),
    on: (event: string, listener: () => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return api;
    },
    off: (event: string, listener: () => void) => {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return api;
}

let embla: ReturnType<typeof fakeEmbla> | undefined;
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla as unknown as EmblaCarouselType] }));
vi.mock('@/lib/media/reduced-motion', () => ({ useReducedMotion: () => false }));

let root: Root | undefined;
// The hook's latest answer, handed out by the component that calls it.
const seen: { carousel?: ApgCarousel } = {};
function Probe({ onRender }: { onRender: (carousel: ApgCarousel) => void }) {
  const [, carousel] = useApgCarousel(SLIDES);
  onRender(carousel);
  return null;
}
const render = () => act(() => root!.render(<Probe onRender={(latest) => (seen.carousel = latest)} />));

afterEach(() => {
  act(() => root?.unmount());
  embla = undefined;
});

describe('a move asked of the carousel before embla has measured', () => {
  it('is made once embla is there, each once and in order', () => {
    root = createRoot(document.createElement('div'));
    render();
    expect(seen.carousel!.ready).toBe(false);
    act(() => {
      seen.carousel!.next();
      seen.carousel!.next();
      seen.carousel!.goTo(7);
    });

    embla = fakeEmbla();
    render();
    expect(seen.carousel!.ready).toBe(true);
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
    expect(embla.scrollTo).toHaveBeenCalledTimes(1);
    expect(embla.scrollTo).toHaveBeenCalledWith(snapOfSlide(7, SNAPS), false);
    expect(embla.scrollNext.mock.invocationCallOrder.at(-1)).toBeLessThan(embla.scrollTo.mock.invocationCallOrder[0]!);
    expect(seen.carousel!.current).toBe(7);
    expect(seen.carousel!.moved).not.toBeNull();

    // Nothing is made again on the next render, or when embla reports anew.
    render();
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
    expect(embla.scrollTo).toHaveBeenCalledTimes(1);
  });

  // A Next pressed before the code (kept, replayed at the island's first commit) moved embla but left the first
  // worker marked current: the step was made before the hook listened for the 'select' that marks the new one.
  it('marks the slide a step showed current', () => {
    root = createRoot(document.createElement('div'));
    render();
    act(() => seen.carousel!.next());

    embla = fakeEmbla();
    render();
    expect(embla.selectedScrollSnap()).toBe(1);
    expect(seen.carousel!.current).toBe(1);
    expect(seen.carousel!.canPrevious).toBe(true);
  });

  it('is made at once when embla is already there', () => {
    embla = fakeEmbla();
    root = createRoot(document.createElement('div'));
    render();
    act(() => seen.carousel!.goTo(3));
    expect(embla.scrollTo).toHaveBeenCalledWith(snapOfSlide(3, SNAPS), false);
    expect(seen.carousel!.current).toBe(3);
  });
});
