// What the visitor did in the prerendered desktop menu before its code arrived,
// so the menu, once hydrated, picks up where they are: React drops a press on
// a boundary it cannot hydrate yet (it does not replay clicks), so the last
// trigger pressed is remembered here and opened; the item under the pointer
// opens as Radix's hover would; focus inside a script-free panel moves to the
// same link in the opened panel instead of being lost when that panel goes.
import { menuValue } from './menu-ids';

let pressed: { value: string; event: Event } | null = null;
let stopRemembering = () => undefined as void;

const triggerValue = (trigger: Element) => menuValue(trigger.textContent?.trim() ?? '');

/** Remembers presses (a click, or Enter and Space, which click a button) on the menu's triggers until it hydrates. */
export function rememberPresses(nav: Element) {
  stopRemembering();
  const onClick = (event: MouseEvent) => {
    const trigger = event.target instanceof Element ? event.target.closest('button') : null;
    if (!trigger || !nav.contains(trigger)) return;
    const value = triggerValue(trigger);
    // A second press closes, as it would on the hydrated menu.
    pressed = pressed?.value === value ? null : { value, event };
  };
  window.addEventListener('click', onClick, true);
  stopRemembering = () => window.removeEventListener('click', onClick, true);
}

export interface MenuIntent {
  /** The panel to open. */
  value: string;
  /** The link that held focus in the script-free panel, to focus again in the opened one. */
  focusHref: string | null;
  /** Whether a press asked for it (a later press closes it), rather than the pointer or focus. */
  byPress: boolean;
}

/** Read once, as the menu hydrates (before the script-free panels go). */
export function takeIntent(nav: Element): MenuIntent | null {
  stopRemembering();
  const press = pressed;
  pressed = null;
  if (press) {
    // A press still being dispatched hydrated the menu itself, and reaches Radix next.
    return press.event.eventPhase === Event.NONE ? { value: press.value, focusHref: null, byPress: true } : null;
  }

  const focused = document.activeElement;
  const fallbackPanel = focused?.closest('[data-menu-fallback]');
  const focusedItem = fallbackPanel && nav.contains(fallbackPanel) ? fallbackPanel.parentElement : null;
  const focusedTrigger = focusedItem?.querySelector(':scope > button');
  if (focusedTrigger)
    return {
      value: triggerValue(focusedTrigger),
      focusHref: focused?.getAttribute('href') ?? null,
      byPress: false,
    };

  const hovered = [...nav.querySelectorAll('li:hover > button')].at(-1);
  return hovered ? { value: triggerValue(hovered), focusHref: null, byPress: false } : null;
}
