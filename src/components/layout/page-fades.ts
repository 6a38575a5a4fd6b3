// The page transition's fades, with motion's mini `animate` (a thin layer over the Web
// Animations API), in a chunk of their own: page-transition.tsx is in every first load and
// fetches this once the page is idle. Durations and curves are the motion tokens: a quick
// exit, then the page-length entrance.
import { animate } from 'motion/mini';
import { durationMs, easing } from '@/styles/generated/tokens';

const seconds = (ms: number) => ms / 1000;

export const fadeOut = (element: HTMLElement) =>
  animate(element, { opacity: 0 }, { duration: seconds(durationMs.fast), ease: easing.exit });

export const fadeIn = (element: HTMLElement) =>
  animate(
    element,
    { opacity: [0, 1], transform: ['translateY(12px)', 'none'] },
    { duration: seconds(durationMs.page), ease: easing.enter },
  );
