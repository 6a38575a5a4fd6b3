import { consent } from '@/lib/analytics/consent';
import { page } from '@/lib/analytics';

/**
 * What the consent gate does once on a page: asks a visitor who has not answered and was not asked earlier in this
 * visit (`ask`), or counts the page
 * view of one who has accepted (`countPage`; analytics drops it without consent anyway), and marks the decision on <html> so tests (and CSS, if ever needed) can tell
 * the gate has run.
 */
export function settleConsent(ask: () => void, countPage: () => void = () => page()) {
  if (consent.needsPromptOnThisPage()) {
    consent.markAsked();
    ask();
  } else if (consent.state() === 'granted') countPage();
  document.documentElement.dataset.consent = consent.state();
}
