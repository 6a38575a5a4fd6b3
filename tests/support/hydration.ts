import type { Page } from '@playwright/test';

/**
 * In the page: whether every element the selectors match has been hydrated by React (it carries
 * React's fiber key from then on; before that, clicks reach no handler), and at least one matches.
 */
export const allHydrated = (selectors: string[]) => {
  const elements = [...document.querySelectorAll(selectors.join(','))];
  return (
    elements.length > 0 &&
    elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  );
};

/** Whether React has hydrated the element now. */
export const isHydrated = (page: Page, selector: string) => page.evaluate(allHydrated, [selector]);

/** Waits until React has hydrated every element the selectors match. */
export async function waitForHydrated(page: Page, ...selectors: string[]) {
  await page.waitForFunction(allHydrated, selectors, { polling: 50 });
}
