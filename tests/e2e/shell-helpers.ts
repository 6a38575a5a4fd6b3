import type { Page } from '@playwright/test';
import { bringDeferredSectionsIn, waitForFinalLayout } from '../support/layout';

/**
 * Opens a page and waits until React has hydrated it and every section it defers until the visitor
 * nears it has mounted, so controls respond to the first click.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await bringDeferredSectionsIn(page);
  await waitForFinalLayout(page);
}
