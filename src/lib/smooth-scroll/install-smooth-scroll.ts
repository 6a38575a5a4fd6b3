// The small, always-loaded half of smooth scrolling. It costs the first load nothing: Lenis and the
// overscroll code are fetched on the first sign of a mouse (a wheel turn, or a mouse move once the page
// has been left alone for a moment), never under `prefers-reduced-motion: reduce`, and never on touch
// screens, whose own momentum scrolling stays.
import type { OverscrollEffect } from './overscroll-effect';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A mouse or trackpad: a precise pointer that can hover. Touch-first devices fail this. */
const FINE_POINTER = '(hover: hover) and (pointer: fine)';
/**
 * After a mouse move, how long the visitor must leave the page alone (no press, no key) before Lenis is
 * fetched and started. A move is usually on its way to a click; starting Lenis in that moment put its
 * fetch and start in the click's input delay. A wheel turn starts it at once.
 */
const QUIET_BEFORE_START_MS = 600;
const PRESSES = ['pointerdown', 'keydown'] as const;

/** Runs `task` when the main thread is free (Safari has no requestIdleCallback: a short timeout). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 50);
  return () => window.clearTimeout(handle);
}

/** Arms smooth scrolling; returns the function that disarms it (and ends it if it started). */
export function installSmoothScroll(effect: OverscrollEffect): () => void {
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const finePointer = window.matchMedia(FINE_POINTER);
  let stop: (() => void) | undefined;
  let armed = false;
  let generation = 0;
  let cancelPending: (() => void) | undefined;

  /** A wheel turn wants Lenis now; after a mouse move it starts in idle time, as it was fetched. */
  const start = (now: boolean) => {
    disarm();
    cancelWait();
    const started = generation;
    void importUnlessLeaving(() => import('./start-smooth-scroll')).then(({ startSmoothScroll }) => {
      const run = () => {
        if (started === generation && !stop) stop = startSmoothScroll(effect);
      };
      if (now) run();
      else cancelPending = whenIdle(run);
    });
  };
  // Counts the quiet time from the last press: a click or key in the meantime pushes the start back.
  const waitForQuiet = () => {
    cancelPending?.();
    const timer = window.setTimeout(() => (cancelPending = whenIdle(() => start(false))), QUIET_BEFORE_START_MS);
    cancelPending = () => window.clearTimeout(timer);
  };
  function cancelWait() {
    cancelPending?.();
    cancelPending = undefined;
    for (const press of PRESSES) window.removeEventListener(press, waitForQuiet, { capture: true });
  }

  const onIntent = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
    if (event.type === 'wheel') return start(true);
    // The wheel stays armed: a turn during the wait starts Lenis at once.
    window.removeEventListener('pointermove', onIntent);
    for (const press of PRESSES) window.addEventListener(press, waitForQuiet, { capture: true, passive: true });
    waitForQuiet();
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
    cancelWait();
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
