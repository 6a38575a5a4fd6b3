import { createContext, useContext } from 'react';

export interface ConsentSettings {
  /** Opens the privacy choices dialog; focus returns to `trigger` (or the focused element) when it closes. */
  open(trigger?: HTMLElement): void;
}

/** Null when analytics is not configured: there is nothing to consent to, so no control offers it. */
export const ConsentContext = createContext<ConsentSettings | null>(null);

export const useConsentSettings = () => useContext(ConsentContext);
