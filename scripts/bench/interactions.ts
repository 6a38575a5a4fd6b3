// What Lighthouse's navigation run does not show: the main thread after load
// and the three interactions every template has, measured in the browser on
// a CPU slowed four times (Lighthouse's mobile preset). INP here is the
// longest Event Timing entry of the interaction (input delay, handlers and
// the next paint), as the browser reports it to PerformanceObserver 'event'.
// The functions handed to page.evaluate and addInitScript run in the page.
import type { Browser, Page } from '@playwright/test';
import { scriptsBeforeInteraction } from './js-before-interaction.ts';
import { pageReady } from './page-ready.ts';

/** What the init script records in the page, as `window.__bench`. */
interface BenchRecord {
  longTasks: { start: number; duration: number }[];
  events: { name: string; duration: number }[];
  loadedAt: number;
}
/** An Event Timing entry with the interaction it belongs to (Event Timing Level 2, not yet in TypeScript's DOM). */
interface InteractionTiming extends PerformanceEventTiming {
  interactionId?: number;
}
declare global {
  interface Window {
    __bench: BenchRecord;
  }
}

export const CPU_SLOWDOWN = 4;
export const viewports = { mobile: { width: 412, height: 823 }, desktop: { width: 1440, height: 900 } };

async function openThrottled(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const record: BenchRecord = { longTasks: [], events: [], loadedAt: 0 };
    window.__bench = record;
    addEventListener('load', () => (record.loadedAt = performance.now()));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as InteractionTiming[])
        if (entry.interactionId) record.events.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const scripts = await scriptsBeforeInteraction(page, url);
  // Then the visitor's pointer arrives, as it does before a press: the islands that wait for the visitor's first act
  // (the header, the conversation) start, and the interactions are timed on them ready. What the first press meets
  // before that is the paint-to-ready run's first tap (./paint-to-ready.ts).
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.waitForFunction(pageReady, undefined, { timeout: 30_000 });
  return { page, scripts };
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The interaction's latency: its longest event entry, read once the browser has painted its result. */
async function interactionLatency(page: Page, act: () => Promise<unknown>) {
  await page.evaluate(() => (window.__bench.events = []));
  await act();
  await frames(page);
  await frames(page);
  return page.evaluate(() => Math.max(0, ...window.__bench.events.map((event) => event.duration)));
}

/** Long tasks after the load event until the page was quiet: their count and blocking time (over 50 ms each). */
async function longTasksAfterLoad(page: Page) {
  return page.evaluate(() => {
    const after = window.__bench.longTasks.filter((task) => task.start >= window.__bench.loadedAt);
    return {
      count: after.length,
      blockingMs: Math.round(after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    };
  });
}

/** One run over one route: JS before interaction, long tasks after load, and the three interactions. */
export async function measureInteractions(browser: Browser, url: string) {
  const mobile = await openThrottled(browser, url, viewports.mobile);
  const longTasks = await longTasksAfterLoad(mobile.page);
  const mobileMenuMs = await interactionLatency(mobile.page, () =>
    mobile.page.getByRole('button', { name: 'Menu', exact: true }).click(),
  );
  await mobile.page.close();

  const dialogRun = await openThrottled(browser, url, viewports.mobile);
  const dialogMs = await interactionLatency(dialogRun.page, async () => {
    await dialogRun.page.locator('[data-conversation-trigger]').last().click();
    await dialogRun.page.getByRole('dialog', { name: 'Start a Conversation' }).waitFor();
  });
  await dialogRun.page.close();

  const desktop = await openThrottled(browser, url, viewports.desktop);
  // The menu comes with the header's island: as a visitor's pointer crosses the menu before it presses, the bench
  // points at a top-level link first and waits until the menu has hydrated; then it times the press on Solutions
  // until its panel shows.
  const nav = desktop.page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().hover();
  await desktop.page.waitForFunction(() => {
    const menu = document.querySelector('header nav[aria-label="Main"]:not(details nav)');
    return !!menu && Object.keys(menu).some((key) => key.startsWith('__reactFiber'));
  });
  const desktopMenuMs = await interactionLatency(desktop.page, async () => {
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await nav.getByRole('link', { name: /Digital Workforce Twelve/ }).waitFor();
  });
  await desktop.page.close();

  return {
    scripts: mobile.scripts,
    longTasksAfterLoad: longTasks.count,
    longTaskBlockingMs: longTasks.blockingMs,
    inpDesktopMenuMs: Math.round(desktopMenuMs),
    inpMobileMenuMs: Math.round(mobileMenuMs),
    inpDialogMs: Math.round(dialogMs),
  };
}
