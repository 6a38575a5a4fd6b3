// Whether the privacy choices dialog is open, and the control that opened it, in a module store: the footer's Privacy
// choices control (an island of its own) writes it and the consent island reads it, since the islands' runtime loads
// one copy of this module for all of them.
import type { ConsentSettings } from './consent-context';

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function update(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const consentDialogStore = {
  isOpen: () => open,
  /** The server renders the dialog closed: it never enters the HTML. */
  isOpenOnServer: () => false,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  setOpen: update,
  /** Where focus goes back when the dialog closes: the control that opened it, if any. */
  opener: () => opener,
};

/** What the Privacy choices control calls: opens the dialog, focus to return to `trigger` (or what has focus). */
export const consentSettings: ConsentSettings = {
  open(trigger) {
    opener = trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    update(true);
  },
};
