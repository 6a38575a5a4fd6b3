import { afterAll, beforeAll, describe, inject } from 'vitest';
import { defineColdPress } from './cold-press';
import { findEngine } from './engines';
import { defineFindInPage } from './find-in-page';
import { defineJourneys } from './journeys';
import { defineLeaveWhileLoading } from './leave-while-loading';
import { defineRouteSweep } from './route-sweep';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './webkit-page';

const engine = findEngine('webkit');

describe.skipIf(!engine.found)(engine.found ? 'WebKit' : `WebKit SKIPPED: ${engine.reason}`, () => {
  let driver: WebKitDriver;
  beforeAll(async () => {
    if (!engine.found) return;
    driver = await startWebKitDriver(engine.driver!);
  }, 120_000);
  afterAll(() => driver?.stop());

  const openPage = async (options?: { noLoadWait: boolean }) => {
    if (!engine.found) throw new Error(engine.reason);
    const page = await openWebKitPage(driver.url, engine.binary, inject('probedSiteUrl'), options);
    console.log(`WebKitGTK ${page.version} (${engine.binary}), classic WebDriver`);
    return page;
  };
  defineJourneys(openPage);
  defineRouteSweep(openPage);
  defineColdPress(() => openPage({ noLoadWait: true }));
  defineLeaveWhileLoading(() => openPage({ noLoadWait: true }));
  defineFindInPage(openPage);
});
