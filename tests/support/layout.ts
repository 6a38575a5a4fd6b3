import type { Page } from '@playwright/test';
import { actedPageReady } from '../../scripts/bench/page-ready';
import { waitForHydrated } from './hydration';

/**
 * Waits for the signal a page of the site sets when its layout is final, never for time: every island hydrated
 * with the page ready, those that wait for the visitor's first act brought in (scripts/bench/page-ready.ts). Justified galleries need no wait: their layout is CSS, final
 * at any width.
 */
export async function waitForFinalLayout(page: Page) {
  // Polled on a timer rather than on animation frames, which stop while a test pauses its fake clock.
  await page.waitForFunction(actedPageReady, undefined, { polling: 50 });
}

/**
 * Brings in every part of the page that waits until the visitor nears it, as a visitor who scrolls through the
 * page would: the islands marked `hydrate="visible"` (the runtime takes the mark away when it starts one). Scrolls
 * each into view and waits until it has started loading, then returns to where the page was (scroll position and
 * where Tab starts). Wait for the final layout afterwards.
 */
export async function bringDeferredSectionsIn(page: Page) {
  // The next island to bring in, by its first element with a box (the island has none of its own: display:
  // contents). An island with no box at this width waits for a visitor who cannot see it.
  const nextWaiting = () =>
    page.evaluateHandle(() => {
      for (const island of document.querySelectorAll('infinyte-island[hydrate="visible"]')) {
        const box = [...island.querySelectorAll('*')].find((element) => element.getClientRects().length > 0);
        if (box) return box;
      }
      return null;
    });
  let element = (await nextWaiting()).asElement();
  if (!element) return;
  const start = await page.evaluate(() => ({ left: window.scrollX, top: window.scrollY }));
  for (; element; element = (await nextWaiting()).asElement()) {
    await element.evaluate((target) => target.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForFunction((target) => !target.closest('infinyte-island')?.hasAttribute('hydrate'), element, {
      polling: 50,
    });
  }
  const nothingFocused = await page.evaluate((position) => {
    window.scrollTo({ ...position, behavior: 'instant' });
    return document.activeElement === document.body;
  }, start);
  // Scrolling a section into view also moves where Tab starts from; start from the top again,
  // as a visitor who has not pressed Tab yet would.
  if (nothingFocused) await moveTabStartToTop(page);
}

/** Makes the next Tab start from the document's start (the skip link), without scrolling or leaving focus. */
export async function moveTabStartToTop(page: Page) {
  await page.evaluate(() => {
    const root = document.documentElement;
    root.tabIndex = -1;
    root.focus({ preventScroll: true });
    root.blur();
    root.removeAttribute('tabindex');
  });
}

/** Two rendering frames: the browser has laid out, painted and run its observers since the last step. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Scrolls to the bottom a screen at a time, waiting for the final layout at each step (deferred
 * sections mount, lazy pictures start), then waits for every picture and the fonts.
 */
export async function scrollToBottom(page: Page) {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
      return window.scrollY === before;
    });
    await nextFrames(page);
    await waitForFinalLayout(page);
    if (atBottom) break;
  }
  // Every picture has arrived (those a carousel keeps out of sight too): a late one that pushes the page counts.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        if (image.complete) return undefined;
        return new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      }),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
}

/**
 * The prerendered controls a test wants hydrated before it starts: the contact page's inquiry form, whose island
 * waits for the visitor's intent (`hydrate="intent"`), and the header's desktop menu, which comes with its island.
 */
export const intentControls = ['header nav[aria-label="Main"]:not(details nav)', 'form[data-source="contact-page"]'];

/**
 * Brings in every control that hydrates on the visitor's intent, as a key press in it would, and waits
 * until React has hydrated it, so a test of what the control does with scripts starts from the
 * hydrated control. Tests of the intent itself (tests/e2e/shell-menu.spec.ts, inquiry-form.spec.ts)
 * open their page without this.
 */
export async function bringIntentControlsIn(page: Page) {
  await page.evaluate((selectors) => {
    for (const element of document.querySelectorAll(selectors.join(','))) {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    }
  }, intentControls);
  await waitForHydrated(page, ...intentControls);
}
