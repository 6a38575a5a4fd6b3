import type { Page } from '@playwright/test';
import { actedPageReady } from '../../scripts/bench/page-ready';
import { bringDeferredSectionsIn, bringIntentControlsIn, waitForFinalLayout } from '../support/layout';

/**
 * Opens a page and waits until its islands are ready, those that wait for the visitor to come near or for their
 * intent included, so controls respond to the first click with their scripted behaviour.
 */
export async function gotoHydrated(page: Page, path: string) {
  await gotoRunning(page, path);
  await bringIntentControlsIn(page);
}

/**
 * Opens a page as served, not waiting for its code: for a test that holds an island's code back (a held chunk would
 * hold the page's load). The page's HTML is parsed and its module script has run.
 */
export async function gotoServed(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('#main h1').waitFor();
}

/**
 * Opens a page and waits until its islands are ready, those below the first screen brought in, leaving the ones
 * that wait for intent as server HTML.
 */
export async function gotoRunning(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(actedPageReady, undefined, { polling: 50 });
  await bringDeferredSectionsIn(page);
  await waitForFinalLayout(page);
}
