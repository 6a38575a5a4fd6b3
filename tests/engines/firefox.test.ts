import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { defineColdPress } from './cold-press';
import { findEngine } from './engines';
import { launchFirefox, openFirefoxPage } from './firefox-page';
import { defineFindInPage } from './find-in-page';
import { defineJourneys } from './journeys';
import { defineLeaveWhileImporting, defineLeaveWhileLoading } from './leave-while-loading';
import { defineRouteSweep } from './route-sweep';

const engine = findEngine('firefox');

describe.skipIf(!engine.found)(engine.found ? 'Firefox' : `Firefox SKIPPED: ${engine.reason}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!engine.found) return;
    browser = await launchFirefox(engine.binary);
    console.log(`Firefox ${await browser.version()} (${engine.binary}), WebDriver BiDi`);
  }, 120_000);
  afterAll(() => browser?.close());

  const openPage = () => openFirefoxPage(browser, inject('siteUrl'));
  defineJourneys(openPage);
  defineRouteSweep(openPage);
  defineColdPress(() => openFirefoxPage(browser, inject('siteUrl'), { noLoadWait: true }));
  defineLeaveWhileLoading(() => openFirefoxPage(browser, inject('siteUrl')));
  defineLeaveWhileImporting(() => openFirefoxPage(browser, inject('siteUrl')));

  // Smooth scrolling starts only for a mouse: this Firefox reports one (the journeys' reports none).
  describe('with a mouse', () => {
    let mouseBrowser: Browser;
    beforeAll(async () => {
      if (!engine.found) return;
      mouseBrowser = await launchFirefox(engine.binary, { mouse: true });
    }, 120_000);
    afterAll(() => mouseBrowser?.close());
    defineFindInPage(() => openFirefoxPage(mouseBrowser, inject('siteUrl')));
  });
});
