// The islands' inline capture (in the spirit of Angular's event contract), part of the islands' start script
// (./islands-start.ts): from the first byte it listens in the capture phase and keeps each press on a control
// of an island whose code has not run yet, stopping it there; the runtime replays it once on that island when
// it is ready (../hydrate.tsx). What works without scripts is left to answer by itself: links, <summary>,
// form fields and submit buttons, and everything outside an island.
import { CONTROL, earlyPress } from '@/lib/early/press-contract';
import { sleepingIsland } from '../island-element';

export function startIslandCapture() {
  const presses = (window.earlyPresses = []) as NonNullable<Window['earlyPresses']>;
  const keep = (event: Event) => {
    // The runtime's own replays are not trusted events, and pass.
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const control = event.target.closest(CONTROL);
    if (!control || control.closest('form') || !sleepingIsland(control)) return;
    const key = event instanceof KeyboardEvent ? event : undefined;
    // A native button turns Enter and Space into a click, which is kept instead.
    if (key && control.tagName === 'BUTTON') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    presses.push(earlyPress(control, key));
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('keydown', keep, true);
}
