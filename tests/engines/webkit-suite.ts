import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { EnginePage } from './engine-page';
import { findEngine } from './engines';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './webkit-page';

type OpenPage = (options?: { noLoadWait: boolean }) => Promise<EnginePage>;

/**
 * How long a new session may take before WebKitWebDriver is taken to have lost it. WebKitWebDriver 2.50 sometimes
 * never answers New Session: no MiniBrowser is left running and no inspector connection is open, so nothing is on
 * its way (loops of session opens beside a busy core hung at the 24th and the 30th; opens otherwise take 1.5-1.9 s).
 */
const SESSION_OPEN_MS = 45_000;

/** The session, or undefined if it has not answered within `ms`; one that answers later is closed. */
async function within(opening: Promise<EnginePage>, ms: number): Promise<EnginePage | undefined> {
  const answered = new AbortController();
  const late = sleep(ms, undefined, { signal: answered.signal }).catch(() => undefined);
  const page = await Promise.race([opening, late]);
  answered.abort();
  if (!page) opening.then((lost) => lost.close()).catch(() => undefined);
  return page;
}

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
      const open = () => openWebKitPage(driver.url, engine.binary, inject('probedSiteUrl'), options);
      let page = await within(open(), SESSION_OPEN_MS);
      if (!page) {
        // A lost session leaves the driver waiting on it for good: a fresh driver (and display) opens the page.
        console.warn(`WebKitWebDriver did not open a session in ${SESSION_OPEN_MS / 1000} s; restarting it`);
        await driver.stop();
        driver = await startWebKitDriver(engine.driver!);
        page = await open();
      }
      console.log(`WebKitGTK ${page.version} (${engine.binary}), classic WebDriver`);
      return page;
    });
  });
}
