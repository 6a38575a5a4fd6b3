import { createConsentStore } from './consent-store';

/** The page's one consent store, on the browser's local storage and Global Privacy Control. */
export const consent = createConsentStore({
  storage: () => (typeof window === 'undefined' ? null : window.localStorage),
  session: () => (typeof window === 'undefined' ? null : window.sessionStorage),
  privacySignal: () =>
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
});
