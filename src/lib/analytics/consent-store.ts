// The visitor's analytics choice: asked once, stored in local storage, changeable
// at any time. Global Privacy Control is a standing "no" that no stored choice overrides.
// A visitor who closes the question unanswered is not asked again on every page of the visit: that the
// question was put is kept in session storage (each page is a document of its own).
export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'unset';

export const CONSENT_STORAGE_KEY = 'infinyte-analytics-consent';
/** Session storage: set once the visitor has been asked during this visit. */
export const CONSENT_ASKED_KEY = 'infinyte-analytics-consent-asked';

export interface ConsentStoreDeps {
  /** Local storage, or null where there is none (server render, storage blocked). */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  /** True when the visitor sends Global Privacy Control. */
  privacySignal: () => boolean;
  /** Session storage, or null where there is none: whether the visitor was asked during this visit. */
  session?: () => Pick<Storage, 'getItem' | 'setItem'> | null;
}

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

export function createConsentStore({ storage, privacySignal, session = () => null }: ConsentStoreDeps) {
  const listeners = new Set<(state: ConsentState) => void>();
  // Kept in memory too, so a choice holds for the visit even when storage refuses to write.
  let remembered: ConsentChoice | null = null;
  let askedInMemory = false;

  const askedThisVisit = () => {
    if (askedInMemory) return true;
    try {
      return session()?.getItem(CONSENT_ASKED_KEY) === 'true';
    } catch {
      return false;
    }
  };

  const stored = (): ConsentChoice | null => {
    if (remembered) return remembered;
    try {
      const value = storage()?.getItem(CONSENT_STORAGE_KEY);
      return isChoice(value) ? value : null;
    } catch {
      return null;
    }
  };

  const store = {
    /** What analytics may do now: GPC means denied whatever was stored. */
    state(): ConsentState {
      if (privacySignal()) return 'denied';
      return stored() ?? 'unset';
    },
    /** The visitor's own stored answer, shown in the dialog when they reopen it. */
    storedChoice: stored,
    /** Whether to ask: no answer yet and no GPC, which already answers. */
    needsPrompt: () => !privacySignal() && stored() === null,
    /** Whether this page should put the question: not answered, and not already put during this visit. */
    needsPromptOnThisPage: () => store.needsPrompt() && !askedThisVisit(),
    /** Records that the question was put, so the visit's next pages do not put it again. */
    markAsked() {
      askedInMemory = true;
      try {
        session()?.setItem(CONSENT_ASKED_KEY, 'true');
      } catch {
        // Storage blocked: the question may come again on the next page, never twice on this one.
      }
    },
    hasPrivacySignal: privacySignal,
    choose(choice: ConsentChoice) {
      remembered = choice;
      try {
        storage()?.setItem(CONSENT_STORAGE_KEY, choice);
      } catch {
        // Storage full or blocked: the in-memory answer still holds for this visit.
      }
      const state = store.state();
      for (const listener of listeners) listener(state);
    },
    subscribe(listener: (state: ConsentState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return store;
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
