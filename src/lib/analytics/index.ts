import { site } from '@/config/site';
import { consent } from './consent';
import { createAnalytics } from './create-analytics';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

export { FLUSH_INTERVAL_MS, PLUGIN_LOAD_WAIT_MS } from './constants';
export type { KnownEvents, Properties } from './types';
export type { ConsentChoice, ConsentState } from './consent-store';
export { createAnalytics } from './create-analytics';

const analytics = createAnalytics({
  config: site.analytics,
  // The loader is its own chunk, fetched only when analytics is actually on.
  loadVendor: async (config) =>
    (await importUnlessLeaving(() => import('./vendor-loader'))).loadVendor(config.scriptUrl, config.writeKey),
  consent: () => consent.state(),
});

export const { track, page } = analytics;

export interface NavigationClick {
  buttonText: string;
  clickFrom: string;
  pageName: string;
  pageUrl: string;
}

/** The 'navigation clicked' event (see navigation-clicks.ts for where it comes from). */
export function trackNavigationClick({ buttonText, clickFrom, pageName, pageUrl }: NavigationClick) {
  track('navigation clicked', {
    button_text: buttonText,
    click_from: clickFrom,
    page_name: pageName,
    page_url: pageUrl,
  });
}
