import { expect, test, type Page } from '@playwright/test';
import { templateSamples } from '@/app/route-table';
import { scrollToBottom, waitForFinalLayout } from '../support/layout';

// Nothing on a page moves while a visitor reads it: each template is opened on a CPU slowed four
// times (scripts, deferred sections and images all arrive late) and scrolled to the bottom one
// screen at a time, and the layout shifts of the whole visit, summed as the browser reports them
// (PerformanceObserver 'layout-shift', shifts right after input excluded), stay under 0.01.
// Counting starts once the document is parsed: frames the browser paints from half-parsed HTML on a
// slow CPU (a bottom-aligned hero before its heading arrives) are a separate gap, measured in README's
// Performance section; this spec guards what scripts, deferred sections, galleries and images do.
// The web font is in the site's stylesheet, over a fallback face with Inter's metrics (font-fallback.css, written
// by `npm run tokens`), so its arrival moves no line by more than the fallback's match allows, whenever it comes.
const templates = templateSamples();
const widths = [390, 1440];
const CLS_LIMIT = 0.01;

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; start: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : '?',
        );
        shifts.push({ value: entry.value, start: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const { template, path } of templates) {
  for (const width of widths) {
    test(`${template} (${path}) at ${width}px shifts nothing over a scrolled visit`, async ({ page }) => {
      // Every step runs four times slower than the machine can.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await recordShifts(page);
      await page.goto(encodeURI(path));
      await waitForFinalLayout(page);
      await scrollToBottom(page);
      const shifts = await page.evaluate(() => {
        const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const all = (window as unknown as { __shifts: { value: number; start: number; sources: string[] }[] }).__shifts;
        return all.filter((shift) => shift.start >= parsed.domContentLoadedEventStart);
      });
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_LIMIT);
    });
  }
}
