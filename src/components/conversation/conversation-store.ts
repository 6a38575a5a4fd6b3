// The conversation's state in a module store: whether the dialog is open, what it was opened about and the control
// that opened it: the triggers (one island each) write it and the dialog's island reads it (in the stories,
// ConversationProvider), since the islands' runtime loads one copy of this module for all of them.
import type { ConversationControls, ConversationRequest } from './conversation-request';

export interface ConversationState {
  open: boolean;
  /** Asked for at least once: the dialog's code is fetched and it stays mounted from then on. */
  wanted: boolean;
  /** What this opening is about ('Hire Ava'): each opening starts from its own, the floating button's from none. */
  request: ConversationRequest | undefined;
}

const closed: ConversationState = { open: false, wanted: false, request: undefined };
let state = closed;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function update(change: Partial<ConversationState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const conversationStore = {
  get: () => state,
  /** The state the server renders: closed, never asked for. */
  getServer: () => closed,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  setOpen: (open: boolean) => update({ open }),
  /** Where focus goes back when the dialog closes: the control that opened it. */
  opener: () => opener,
};

/** What the triggers call: opens the dialog about `request`, focus to return to `trigger` (or what has focus). */
export const conversationControls: ConversationControls = {
  open(trigger, request) {
    opener = trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    update({ open: true, wanted: true, request });
  },
};
