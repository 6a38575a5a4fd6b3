// Whole-visit CLS as a visitor with a mouse makes it: the page opened at desktop width on a CPU
// slowed four times, then read to the bottom by turns of the mouse wheel (which is what starts the
// smooth scrolling of src/lib/smooth-scroll/, so its glide and the parallax it drives are measured
// too). Layout shifts are summed as the browser reports them (PerformanceObserver 'layout-shift',
// shifts right after discrete input excluded) from the end of parsing, as tests/e2e/layout-shift.spec.ts
// counts them. The functions handed to page.evaluate and addInitScript run in the page.
import type { Browser, Page } from '@playwright/test';
import { CPU_SLOWDOWN } from './interactions.ts';
import { pageReady } from './page-ready.ts';

declare global {
  interface Window {
    __shifts: { value: number; start: number }[];
  }
}
/** A layout-shift entry (the Layout Instability API, not yet in TypeScript's DOM library). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

const VIEWPORT = { width: 1440, height: 900 };
/** One turn of a mouse wheel in pixels (a screen's worth), and the largest number of turns a visit takes. */
const WHEEL_STEP = 900;
const MAX_TURNS = 200;

/** Resolves once the page has not scrolled for `still` consecutive frames (a glide has arrived). */
const scrollSettled = (page: Page, still = 6) =>
  page.evaluate(
    (frames) =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let unchanged = 0;
        const check = () => {
          unchanged = window.scrollY === last ? unchanged + 1 : 0;
          last = window.scrollY;
          if (unchanged >= frames) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    still,
  );

export async function measureWholeVisitCls(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // tsx names the functions handed to the page (scrollSettled's frame callback) with a helper that exists
    // only in Node.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.addInitScript(() => {
      const shifts: Window['__shifts'] = [];
      window.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[])
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, start: entry.startTime });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(pageReady, undefined, { timeout: 30_000 });
    // The mouse arrives over the page, as it does before a visitor's first wheel turn.
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
    let position = await scrollSettled(page);
    // At the bottom a turn moves nothing; two such turns in a row, so a slow first frame is not taken for it.
    for (let turn = 0, stuck = 0; turn < MAX_TURNS && stuck < 2; turn += 1) {
      await page.mouse.wheel(0, WHEEL_STEP);
      const next = await scrollSettled(page);
      await page.waitForFunction(pageReady, undefined, { timeout: 30_000 });
      stuck = next === position ? stuck + 1 : 0;
      position = next;
    }
    return await page.evaluate(() => {
      const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const total = window.__shifts
        .filter((shift) => shift.start >= parsed.domContentLoadedEventStart)
        .reduce((sum, shift) => sum + shift.value, 0);
      return Number(total.toFixed(4));
    });
  } finally {
    await page.close();
  }
}
