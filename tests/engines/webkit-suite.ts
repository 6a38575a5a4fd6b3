import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { EnginePage } from './engine-page';
import { findEngine } from './engines';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './webkit-page';

/**
 * A describe block in WebKitGTK, through a WebKitWebDriver (and Xvfb) of its own. The journeys and the route sweep
 * are two files, so vitest runs them side by side, beside Firefox's: WebKit's half was the suite's critical path.
 */
export function inWebKit(title: string, define: (openPage: () => Promise<EnginePage>) => void) {
  const engine = findEngine('webkit');
  describe.skipIf(!engine.found)(engine.found ? `WebKit: ${title}` : `WebKit SKIPPED: ${engine.reason}`, () => {
    let driver: WebKitDriver | undefined;
    beforeAll(async () => {
      if (!engine.found) return;
      driver = await startWebKitDriver(engine.driver!);
    }, 120_000);
    afterAll(() => driver?.stop());
    define(async () => {
      if (!engine.found) throw new Error(engine.reason);
      const page = await openWebKitPage(driver!.url, engine.binary, inject('probedSiteUrl'));
      console.log(`WebKitGTK ${page.version} (${engine.binary}), classic WebDriver: ${title}`);
      return page;
    });
  });
}
