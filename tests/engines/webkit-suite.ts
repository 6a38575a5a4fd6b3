import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { EnginePage } from './engine-page';
import { findEngine } from './engines';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './webkit-page';

type OpenPage = (options?: { noLoadWait: boolean }) => Promise<EnginePage>;

/**
 * A WebKit suite of one test file: its own Xvfb and WebKitWebDriver, so the engines' files run side by side
 * (vitest.engines.config.ts), each opening pages through the error-recording proxy.
 */
export function describeWebKit(define: (openPage: OpenPage) => void) {
  const engine = findEngine('webkit');
  describe.skipIf(!engine.found)(engine.found ? 'WebKit' : `WebKit SKIPPED: ${engine.reason}`, () => {
    let driver: WebKitDriver;
    beforeAll(async () => {
      if (!engine.found) return;
      driver = await startWebKitDriver(engine.driver!);
    }, 120_000);
    afterAll(() => driver?.stop());

    define(async (options) => {
      if (!engine.found) throw new Error(engine.reason);
      const page = await openWebKitPage(driver.url, engine.binary, inject('probedSiteUrl'), options);
      console.log(`WebKitGTK ${page.version} (${engine.binary}), classic WebDriver`);
      return page;
    });
  });
}
