// The overscroll's pull, as pure arithmetic so it can be tested without a browser: wheel deltas past an
// edge stretch a spring that gives less the further it is pulled and never passes `max`; once the wheel
// is quiet, each frame gives back a `damping` share of the pull until less than `cutoff` is left.
import { overscrollMotion, scrollMotion } from '@/styles/generated/tokens';

export interface OverscrollPhysics {
  /** Share of a wheel delta that becomes pull (at rest), and of the pull given back each frame. */
  damping: number;
  /** Largest pull, in pixels. */
  max: number;
  /** Pull below which the spring is at rest, in pixels. */
  cutoff: number;
}

/** The specification's values, from the tokens (motion.overscroll.*, motion.scroll.momentum-cutoff). */
export const overscrollPhysics: OverscrollPhysics = {
  damping: overscrollMotion.damping,
  max: overscrollMotion.max,
  cutoff: scrollMotion.momentumCutoff,
};

/** The pull after a wheel delta (pixels past the edge, positive) lands on a spring already at `pull`. */
export function pullBy(pull: number, delta: number, { damping, max }: OverscrollPhysics): number {
  if (delta <= 0) return pull;
  // The spring stiffens as it stretches: the same delta adds less the closer the pull is to max.
  const next = pull + delta * damping * (1 - pull / max);
  return Math.min(max, next);
}

/** The pull one frame after the wheel let go. */
export function release(pull: number, { damping, cutoff }: OverscrollPhysics): number {
  const next = pull * (1 - damping);
  return next < cutoff ? 0 : next;
}

/** How far along the pull is, from 0 at rest to 1 at max: the glow's opacity. */
export const pullShare = (pull: number, { max }: OverscrollPhysics): number => Math.min(1, Math.max(0, pull / max));
