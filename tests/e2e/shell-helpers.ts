import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so controls respond to the first click. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}
