// The app's side of the press contract (./press-contract.ts): wakes a region and replays, once each and
// in order, the presses recorded on its controls while it slept. Replays are untrusted events, which the
// contract lets through to the hydrated handlers.
import { publish } from '@/lib/layout-readiness';
import { AWAKE, regionOf } from './press-contract';
import { replayPress } from './replay-press';

/** Marks the region awake (its controls answer presses from now on) and replays what it missed. */
export function wake(region: Element | null) {
  if (!region || region.hasAttribute(AWAKE)) return;
  region.setAttribute(AWAKE, '');
  publish();
  const presses = window.earlyPresses ?? [];
  const due = presses.filter((press) => regionOf(press.control) === region);
  for (const press of due) presses.splice(presses.indexOf(press), 1);
  // After the current commit: a press on a boundary React has yet to hydrate makes React hydrate it at
  // once, which it cannot do from inside its own effects (it would drop the press).
  if (due.length > 0) queueMicrotask(() => due.forEach(replayPress));
}
