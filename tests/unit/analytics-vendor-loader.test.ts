// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadVendor } from '@/lib/analytics/vendor-loader';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.analytics;
});

describe('loadVendor', () => {
  it('injects the configured script with the write key and resolves with the API it installs', async () => {
    const loading = loadVendor('https://cdn.test/analytics/{writeKey}/min.js', 'key/1');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://cdn.test/analytics/key%2F1/min.js');
    expect(script.async).toBe(true);
    const api = { track() {}, page() {} };
    window.analytics = api;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(api);
  });

  it('rejects when the script fails or installs nothing usable', async () => {
    const failing = loadVendor('https://cdn.test/{writeKey}.js', 'k');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/failed to load/);

    const empty = loadVendor('https://cdn.test/{writeKey}.js', 'k');
    document.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(/no API/);
  });
});
