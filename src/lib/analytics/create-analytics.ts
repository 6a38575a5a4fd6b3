import { FLUSH_INTERVAL_MS, MISSING_EVENT_WARNING, MISSING_WRITE_KEY_WARNING, PLUGIN_LOAD_WAIT_MS } from './constants';
import type { ConsentState } from './consent-store';
import type { AnalyticsConfig, AnalyticsVendor, EventProperties, Properties } from './types';

type Call = (vendor: AnalyticsVendor) => void;

export interface AnalyticsDeps {
  config: AnalyticsConfig;
  /** Loads the vendor; only ever called when analytics is enabled, keyed and consented to. */
  loadVendor: (config: AnalyticsConfig) => Promise<AnalyticsVendor>;
  /** The visitor's current answer; Global Privacy Control already reads as 'denied'. */
  consent: () => ConsentState;
}

/**
 * Calls are queued and handed to the vendor every FLUSH_INTERVAL_MS once it has
 * loaded, and as the page is left (each page is a document of its own: a page view
 * queued on a page left sooner would be lost). Nothing at all happens unless analytics is enabled with a write key
 * and the visitor has accepted: calls made before that are dropped, not kept
 * for later, and calls queued when the visitor withdraws are never handed over.
 */
export function createAnalytics({ config, loadVendor, consent }: AnalyticsDeps) {
  let queue: Call[] = [];
  let vendor: AnalyticsVendor | null = null;
  let started = false;
  let stopped = false;
  let warnedKey = false;

  const active = () => {
    if (!config.enabled || stopped) return false;
    if (!config.writeKey) {
      if (!warnedKey) console.warn(MISSING_WRITE_KEY_WARNING);
      warnedKey = true;
      return false;
    }
    return consent() === 'granted';
  };

  const flush = () => {
    if (!vendor) return;
    if (!active()) {
      queue = [];
      return;
    }
    const calls = queue;
    queue = [];
    for (const call of calls) call(vendor);
  };

  const stop = (reason: unknown) => {
    stopped = true;
    queue = [];
    console.warn('Analytics disabled for this visit:', reason);
  };

  const start = () => {
    if (started) return;
    started = true;
    const timer = setInterval(flush, FLUSH_INTERVAL_MS);
    if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
    const giveUp = setTimeout(() => {
      if (vendor) return;
      clearInterval(timer);
      stop(new Error(`The analytics vendor did not load within ${PLUGIN_LOAD_WAIT_MS} ms`));
    }, PLUGIN_LOAD_WAIT_MS);
    loadVendor(config).then(
      (loaded) => {
        if (stopped) return;
        clearTimeout(giveUp);
        vendor = loaded;
      },
      (error: unknown) => {
        clearTimeout(giveUp);
        clearInterval(timer);
        stop(error);
      },
    );
  };

  const enqueue = (call: Call) => {
    queue.push(call);
    start();
  };

  return {
    track<E extends string>(event: E, properties?: EventProperties<E>) {
      if (!active()) return;
      if (typeof event !== 'string' || event.trim() === '') {
        console.warn(MISSING_EVENT_WARNING);
        return;
      }
      enqueue((v) => v.track(event, properties as Properties | undefined));
    },
    page(properties?: Properties) {
      if (!active()) return;
      enqueue((v) => v.page(properties));
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
