import type { Page } from '@playwright/test';
import { RUNTIME_ENTRY } from '../../scripts/bench/runtime-entry.ts';
import { watchChunk } from './held-chunk';

/** The page's module script: the islands' runtime (src/islands/client.ts). */
export { RUNTIME_ENTRY };

/** A mid-range phone's CPU, four times slower (as the bench opens pages; its network: ./phone-network.ts). */
export { slowCpuAsAPhone } from '../../scripts/bench/slow-as-a-phone.ts';

/** Holds the page's runtime back: the page is painted and no island's code runs until `release`. */
export const holdRuntime = (page: Page) => watchChunk(page, RUNTIME_ENTRY, { hold: true });

/** Waits for the first contentful paint and returns its time on the page's clock (ms). */
export async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** The page's clock now (ms since navigation), as performance marks count it. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Waits until the page's own clock reads `since + offset`: a moment on the page's time line, not a test sleep. */
export async function atPageTime(page: Page, since: number, offset: number) {
  await page.waitForFunction((moment) => performance.now() >= moment, since + offset, { polling: 'raf' });
}
