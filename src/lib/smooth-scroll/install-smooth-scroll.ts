// The small, always-loaded half of smooth scrolling. It costs the first load nothing: Lenis and the
// overscroll code are fetched on the first sign of a mouse (a wheel turn or a mouse move), never under
// `prefers-reduced-motion: reduce`, and never on touch screens, whose own momentum scrolling stays.
import type { OverscrollEffect } from './overscroll-effect';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A mouse or trackpad: a precise pointer that can hover. Touch-first devices fail this. */
const FINE_POINTER = '(hover: hover) and (pointer: fine)';

/** Arms smooth scrolling; returns the function that disarms it (and ends it if it started). */
export function installSmoothScroll(effect: OverscrollEffect): () => void {
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const finePointer = window.matchMedia(FINE_POINTER);
  let stop: (() => void) | undefined;
  let armed = false;
  let generation = 0;

  const onIntent = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
    disarm();
    const started = generation;
    void import('./start-smooth-scroll').then(({ startSmoothScroll }) => {
      if (started === generation) stop = startSmoothScroll(effect);
    });
  };
  function arm() {
    if (armed || stop || reducedMotion.matches || !finePointer.matches) return;
    armed = true;
    window.addEventListener('wheel', onIntent, { passive: true });
    window.addEventListener('pointermove', onIntent, { passive: true });
  }
  function disarm() {
    armed = false;
    window.removeEventListener('wheel', onIntent);
    window.removeEventListener('pointermove', onIntent);
  }
  function end() {
    generation += 1;
    disarm();
    stop?.();
    stop = undefined;
  }
  // A visitor who turns on reduced motion (or docks a tablet) mid-visit gets native scrolling at once.
  const reconsider = () => {
    end();
    arm();
  };

  reducedMotion.addEventListener('change', reconsider);
  finePointer.addEventListener('change', reconsider);
  arm();
  return () => {
    reducedMotion.removeEventListener('change', reconsider);
    finePointer.removeEventListener('change', reconsider);
    end();
  };
}
