import { describe, expect, test } from 'vitest';
import type { EnginePage } from './engine-page';
import { selectText } from '../support/select-text';
import { openReady, waitForHydration } from './in-page';
import { desktop, onePagePerSuite } from './one-page';

// Find-in-page with the site's smooth scrolling running (Lenis, src/lib/smooth-scroll/), driven by the engine
// itself: window.find() and a text-fragment link (#:~:text=) scroll the match into view below the fixed
// header, and the next wheel turn glides on from there rather than from where Lenis last was. The pinned
// headless Chromium can drive neither (tests/e2e/smooth-scroll.spec.ts does what its find would do instead).

/** Text of /about's last section but one: far below the fold, with page left below it to scroll to. */
const FAR_TEXT = 'We document, train and hand over';
const WHEEL_UP = 300;

type Placement = { found: boolean; top: number; bottom: number; headerBottom: number; viewport: number };

/** In the page: where the selection (the match) sits in the viewport, and where the fixed header ends. */
const placement = (found: boolean): Placement => {
  const selection = window.getSelection();
  const rect = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).getBoundingClientRect() : null;
  const header = document.querySelector('header')!.getBoundingClientRect();
  return {
    found: found && !!rect && rect.height > 0,
    top: rect?.top ?? -1,
    bottom: rect?.bottom ?? -1,
    headerBottom: Math.max(0, header.bottom),
    viewport: window.innerHeight,
  };
};

/**
 * A mouse shows up: its first move fetches smooth scrolling's code (its island waits for a move, `hydrate="move"`),
 * which, once it has run, arms as the app's did: Lenis starts after a quiet mouse move (install-smooth-scroll.ts),
 * and runs once <html> has its class. The move that starts it comes after the island is ready: one before meets no
 * code yet.
 */
async function startSmoothScrolling(page: EnginePage) {
  await page.movePointer(700, 400);
  await page
    .waitFor(() => document.querySelector('infinyte-island[name="smooth-scroll"]')?.hasAttribute('ready'))
    .catch((error: unknown) => {
      throw new Error("the smooth-scroll island never was ready after the pointer's first move", { cause: error });
    });
  await page.movePointer(720, 450);
  await page.waitFor(() => document.documentElement.classList.contains('lenis'));
}

/**
 * Waits until the page has come to rest: no Lenis glide, the header done sliding, and the scroll position the
 * same on two polls in a row. Returns that position.
 */
async function settledScroll(page: EnginePage): Promise<number> {
  // A position left from an earlier call would let the first poll pass alone.
  await page.evaluate(() => delete document.documentElement.dataset.engineLastScroll);
  await page.waitFor(() => {
    const root = document.documentElement;
    const header = document.querySelector('header')!;
    const moving =
      root.classList.contains('lenis-scrolling') ||
      header.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running');
    const where = String(window.scrollY);
    const still = !moving && root.dataset.engineLastScroll === where;
    root.dataset.engineLastScroll = where;
    return still;
  });
  return page.evaluate(() => window.scrollY);
}

function expectBelowHeader(match: Placement) {
  expect(match.found).toBe(true);
  expect(match.top).toBeGreaterThanOrEqual(match.headerBottom);
  expect(match.bottom).toBeLessThanOrEqual(match.viewport);
}

/** A wheel turn up from the match glides the page up by the turn and no further. */
async function expectWheelGoesOnFrom(page: EnginePage, from: number) {
  await page.evaluate(() => {
    const root = document.documentElement;
    delete root.dataset.engineWheelSeen;
    const seen = () => (root.dataset.engineWheelSeen = '');
    window.addEventListener('wheel', seen, { capture: true, once: true });
  });
  await page.wheel(720, 450, -WHEEL_UP);
  // WebKit's driver answers at once when the page is not yet handling wheel events, so it can return before the
  // page has the turn (CI once read the page still at rest, 300 px short). Once the page has it, Lenis is gliding
  // (it marks <html> in the same task) and the settle below waits the glide out.
  await page.waitFor(() => 'engineWheelSeen' in document.documentElement.dataset);
  expect(await settledScroll(page)).toBe(from - WHEEL_UP);
}

export function defineFindInPage(openPage: () => Promise<EnginePage>) {
  describe('find-in-page with smooth scrolling', () => {
    let page: EnginePage;
    onePagePerSuite(openPage, (opened) => (page = opened));

    test('window.find() scrolls the match into view below the header, and the wheel goes on from there', async () => {
      await openReady(page, '/about');
      await startSmoothScrolling(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const found = await page.evaluate(
        (text: string) => (window as unknown as { find(query: string): boolean }).find(text),
        FAR_TEXT,
      );
      const from = await settledScroll(page);
      expect(from).toBeGreaterThan(desktop.height);
      expectBelowHeader(await page.evaluate(placement, found));
      await expectWheelGoesOnFrom(page, from);
    });

    test('a text-fragment link opens the page at the text, and starting smooth scrolling keeps it there', async () => {
      await page.goto('/');
      await page.goto(`/about/#:~:text=${encodeURIComponent(FAR_TEXT)}`);
      await waitForHydration(page);
      await startSmoothScrolling(page);
      const from = await settledScroll(page);
      expect(from).toBeGreaterThan(desktop.height);
      // A text fragment highlights the match without selecting it: find the text's box by walking the page.
      const match = await page.evaluate(selectText, FAR_TEXT);
      expectBelowHeader(await page.evaluate(placement, match));
      // No wheel turn here: after a text-fragment load, WebKitGTK's driver delivers no wheel event to the page
      // at all (the page sees none), so a turn would test the driver. The window.find() case covers the wheel.
    });
  });
}
