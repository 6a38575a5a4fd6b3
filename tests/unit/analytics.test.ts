import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, FLUSH_INTERVAL_MS, PLUGIN_LOAD_WAIT_MS } from '@/lib/analytics';
import type { AnalyticsConfig, AnalyticsVendor } from '@/lib/analytics/types';
import type { ConsentState } from '@/lib/analytics/consent-store';

const fakeVendor = () => ({ track: vi.fn(), page: vi.fn() }) satisfies AnalyticsVendor;

const on: AnalyticsConfig = { enabled: true, writeKey: 'wk_test', scriptUrl: 'https://cdn.test/{writeKey}.js' };

function setup(
  config: AnalyticsConfig,
  options: { consent?: () => ConsentState; load?: () => Promise<AnalyticsVendor> } = {},
) {
  const vendor = fakeVendor();
  const loadVendor = vi.fn(options.load ?? (async () => vendor));
  const analytics = createAnalytics({ config, loadVendor, consent: options.consent ?? (() => 'granted') });
  return { analytics, vendor, loadVendor };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
  vi.doUnmock('@/config/site');
  vi.doUnmock('@/lib/analytics/vendor-loader');
});

describe('analytics', () => {
  it('does nothing at all when disabled', async () => {
    const { analytics, loadVendor } = setup({ ...on, enabled: false });
    analytics.track('page viewed', {});
    analytics.page();
    await vi.advanceTimersByTimeAsync(PLUGIN_LOAD_WAIT_MS);
    expect(loadVendor).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once and sends nothing when enabled without a write key', async () => {
    const { analytics, loadVendor } = setup({ ...on, writeKey: '' });
    analytics.track('a', {});
    analytics.page();
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('No segment writeKey');
    expect(loadVendor).not.toHaveBeenCalled();
  });

  it('hands the queue to the vendor as the page is left, before its interval comes round', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    try {
      const { analytics, vendor } = setup(on);
      analytics.page({ path: '/contact/' });
      await vi.advanceTimersByTimeAsync(0);
      expect(vendor.page).not.toHaveBeenCalled();
      page.dispatchEvent(new Event('pagehide'));
      expect(vendor.page).toHaveBeenCalledWith({ path: '/contact/' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each(['unset', 'denied'] as const)('never loads the vendor while consent is %s', async (state) => {
    const { analytics, loadVendor } = setup(on, { consent: () => state });
    analytics.track('a', {});
    analytics.page();
    await vi.advanceTimersByTimeAsync(PLUGIN_LOAD_WAIT_MS);
    expect(loadVendor).not.toHaveBeenCalled();
  });

  it('drops calls made before the visitor accepts instead of sending them later', async () => {
    let state: ConsentState = 'unset';
    const { analytics, vendor } = setup(on, { consent: () => state });
    analytics.track('before', {});
    state = 'granted';
    analytics.track('after', {});
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(vendor.track).toHaveBeenCalledTimes(1);
    expect(vendor.track).toHaveBeenCalledWith('after', {});
  });

  it('hands nothing more to the vendor once the visitor withdraws, queued calls included', async () => {
    let state: ConsentState = 'granted';
    const { analytics, vendor } = setup(on, { consent: () => state });
    analytics.track('first', {});
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    analytics.track('queued', {});
    state = 'denied';
    analytics.track('refused', {});
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    expect(vendor.track.mock.calls).toEqual([['first', {}]]);
  });

  it('refuses a track call without an event name', async () => {
    const { analytics, vendor, loadVendor } = setup(on);
    analytics.track('', { a: 1 });
    analytics.track('   ', { a: 1 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(warn).toHaveBeenCalledWith('Event name is required to track an event.');
    expect(vendor.track).not.toHaveBeenCalled();
    expect(loadVendor).not.toHaveBeenCalled();
  });

  it('loads the vendor on first use and flushes the queue every 3000 ms', async () => {
    const { analytics, vendor, loadVendor } = setup(on);
    analytics.track('signup', { step: 2 });
    analytics.page({ path: '/' });
    expect(loadVendor).toHaveBeenCalledWith(on);

    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(vendor.track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(vendor.track).toHaveBeenCalledWith('signup', { step: 2 });
    expect(vendor.page).toHaveBeenCalledWith({ path: '/' });

    analytics.track('second', {});
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(vendor.track).toHaveBeenLastCalledWith('second', {});
    expect(loadVendor).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10000 ms when the vendor never loads, and stays quiet afterwards', async () => {
    const { analytics, vendor, loadVendor } = setup(on, { load: () => new Promise<AnalyticsVendor>(() => {}) });
    analytics.track('lost', {});
    await vi.advanceTimersByTimeAsync(PLUGIN_LOAD_WAIT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledTimes(1);
    analytics.track('after', {});
    await vi.advanceTimersByTimeAsync(PLUGIN_LOAD_WAIT_MS);
    expect(loadVendor).toHaveBeenCalledTimes(1);
    expect(vendor.track).not.toHaveBeenCalled();
  });
});

describe('trackNavigationClick (module wiring)', () => {
  it('sends navigation clicked with snake_case properties through the dynamically loaded vendor', async () => {
    const vendor = fakeVendor();
    const loadVendor = vi.fn(async () => vendor);
    vi.doMock('@/config/site', async (importOriginal) => {
      const actual = await importOriginal<typeof import('@/config/site')>();
      return { site: { ...actual.site, analytics: on } };
    });
    vi.doMock('@/lib/analytics/vendor-loader', () => ({ loadVendor }));
    const { trackNavigationClick } = await import('@/lib/analytics');
    const { consent } = await import('@/lib/analytics/consent');
    consent.choose('granted');

    trackNavigationClick({
      buttonText: 'Click to Start a Conversation',
      clickFrom: 'Main menu',
      pageName: 'Home',
      pageUrl: 'https://infinyte.ai/',
    });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(loadVendor).toHaveBeenCalledWith('https://cdn.test/{writeKey}.js', 'wk_test');
    expect(vendor.track).toHaveBeenCalledWith('navigation clicked', {
      button_text: 'Click to Start a Conversation',
      click_from: 'Main menu',
      page_name: 'Home',
      page_url: 'https://infinyte.ai/',
    });
  });

  it('with the default configuration (analytics off) never imports the loader', async () => {
    const loadVendor = vi.fn();
    vi.doMock('@/lib/analytics/vendor-loader', () => ({ loadVendor }));
    const { trackNavigationClick } = await import('@/lib/analytics');
    trackNavigationClick({ buttonText: 'Contact Us', clickFrom: 'Footer', pageName: 'Home', pageUrl: '/' });
    await vi.advanceTimersByTimeAsync(PLUGIN_LOAD_WAIT_MS);
    expect(loadVendor).not.toHaveBeenCalled();
  });
});
