import { expect, test, type Page } from '@playwright/test';
import { templateSamples } from '@/app/route-table';
import { openPage } from '../support/site';

// WCAG 2.2 SC 2.4.11 (Focus Not Obscured, AA): tabbing through one page of every template at the narrowest
// phone, no focused control is ever entirely hidden behind something fixed or sticky (the header, the floating
// conversation control); the route suite's keyboard walk checks the same on every route at 390 and 1440 px
// (tests/support/keyboard-walk.ts). And the hero video's pause button, which sits on the first screen, takes a
// pointer's click at every width.

const widths = [360, 390, 1440] as const;
/** The narrowest phone: the route suite walks the site's own widths. */
const walkWidths = [360] as const;
/** More Tab presses than any page has controls: reaching this means focus is stuck. */
const MAX_TABS = 400;

/**
 * Tabs once and reports where focus landed and, when every visible point of it lies under a fixed or sticky
 * element that does not contain it, which one covers it. Points are sampled on a grid over the part of the
 * focused box that is inside the viewport; elementsFromPoint ignores what takes no pointer events.
 */
async function tabAndCheck(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { done: true as const };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const coverOf = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return { done: false as const, where: describe(focused), cover: null };
    const covers = new Set<Element>();
    for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      for (const fy of [0.15, 0.5, 0.85]) {
        const x = left + (right - left) * fx;
        const y = top + (bottom - top) * fy;
        const topmost = document.elementFromPoint(x, y);
        if (!topmost || focused.contains(topmost) || topmost.contains(focused)) {
          return { done: false as const, where: describe(focused), cover: null };
        }
        const cover = coverOf(topmost);
        if (!cover || cover.contains(focused)) return { done: false as const, where: describe(focused), cover: null };
        covers.add(cover);
      }
    }
    return { done: false as const, where: describe(focused), cover: [...covers].map(describe).join(', ') };
  });
}

for (const { template, path } of templateSamples()) {
  for (const width of walkWidths) {
    test(`${template} (${path}) at ${width}px: no focused control is entirely covered`, async ({ page }) => {
      await openPage(page, path, { width, height: 800 });
      const covered: string[] = [];
      let stops = 0;
      for (; stops < MAX_TABS; stops++) {
        const stop = await tabAndCheck(page);
        if (stop.done) break;
        if (stop.cover) covered.push(`${stop.where} under ${stop.cover}`);
      }
      expect(stops, 'Tab never left the page').toBeLessThan(MAX_TABS);
      expect(stops, 'the walk visited controls').toBeGreaterThan(5);
      expect(covered).toEqual([]);
    });
  }
}

for (const width of widths) {
  test(`the hero video's pause control takes a pointer's click at ${width}px`, async ({ page }) => {
    await openPage(page, '/', { width, height: 800, reducedMotion: 'no-preference' });
    const control = page.getByRole('button', { name: /^(Pause|Play) background video$/ });
    const before = await control.getAttribute('aria-label');
    const box = await control.boundingBox();
    expect(box, 'the control is on the first screen').not.toBeNull();
    const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
    // What a pointer at its centre would hit: the control itself, not something floating over it.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      centre,
    );
    expect(hit).toBe(before);
    await page.mouse.click(centre.x, centre.y);
    await expect(control).not.toHaveAttribute('aria-label', before!);
  });
}
