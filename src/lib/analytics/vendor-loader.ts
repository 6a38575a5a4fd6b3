import type { AnalyticsVendor } from './types';

declare global {
  interface Window {
    analytics?: Partial<AnalyticsVendor>;
  }
}

const isVendor = (value: unknown): value is AnalyticsVendor =>
  typeof value === 'object' &&
  value !== null &&
  ['track', 'page'].every((method) => typeof (value as Record<string, unknown>)[method] === 'function');

/** Injects the vendor script named in the configuration and resolves with the API it installs on window. */
export function loadVendor(scriptUrl: string, writeKey: string): Promise<AnalyticsVendor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl.replace('{writeKey}', encodeURIComponent(writeKey));
    script.addEventListener('load', () => {
      const vendor = window.analytics;
      if (isVendor(vendor)) resolve(vendor);
      else reject(new Error('The analytics script loaded but installed no API'));
    });
    script.addEventListener('error', () => reject(new Error(`The analytics script failed to load: ${script.src}`)));
    document.head.append(script);
  });
}
