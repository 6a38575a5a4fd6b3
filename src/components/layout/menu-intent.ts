// Where the visitor was in the prerendered desktop menu as its island hydrates, so the menu picks up there: the
// item under the pointer opens as Radix's hover would, and focus inside a script-free panel moves to the same link
// in the opened panel instead of being lost when that panel goes. A press before the header's code is the islands'
// capture's: kept, and replayed on the hydrated trigger (src/islands/early/island-capture.ts).
import { menuValue } from './menu-ids';

const triggerValue = (trigger: Element) => menuValue(trigger.textContent?.trim() ?? '');

export interface MenuIntent {
  /** The panel to open. */
  value: string;
  /** The link that held focus in the script-free panel, to focus again in the opened one. */
  focusHref: string | null;
}

/** Read once, as the menu hydrates (before the script-free panels go). */
export function takeIntent(nav: Element): MenuIntent | null {
  const focused = document.activeElement;
  const fallbackPanel = focused?.closest('[data-menu-fallback]');
  const focusedItem = fallbackPanel && nav.contains(fallbackPanel) ? fallbackPanel.parentElement : null;
  const focusedTrigger = focusedItem?.querySelector(':scope > button');
  if (focusedTrigger) return { value: triggerValue(focusedTrigger), focusHref: focused?.getAttribute('href') ?? null };

  const hovered = [...nav.querySelectorAll('li:hover > button')].at(-1);
  return hovered ? { value: triggerValue(hovered), focusHref: null } : null;
}
