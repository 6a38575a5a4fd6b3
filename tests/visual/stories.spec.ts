import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openStory, storyIds, storyThemes, storyWidths } from '../support/stories';
import { expectScreenshot } from '../support/screenshot';

// Every Ladle story, in both themes, at mobile and desktop widths: one
// screenshot and one axe scan each. One test per story reuses its page for
// all four combinations, which keeps the suite quick.

/**
 * The one shot whose anti-aliasing comes out two ways (README, QA): the card's rounded corners over its
 * picture differ by 19-61 px in about one load in eight, and a fresh clone's CI met it on both attempts.
 * Those corners are let through; a change to the card (a border, a radius, a colour) moves thousands.
 */
const twoWayCorners: Record<string, number> = { 'sections--portfolio--on-the-blog-light-390.png': 80 };
for (const id of storyIds()) {
  test(`story ${id}`, async ({ page }) => {
    // Four screenshots and four axe scans in one test: give it triple the default time.
    test.slow();
    for (const theme of storyThemes) {
      await page.setViewportSize({ width: storyWidths[0], height: 900 });
      await openStory(page, id, theme);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

      for (const width of storyWidths) {
        await test.step(`${theme} at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const name = `${id}-${theme}-${width}.png`;
          await expectScreenshot(page, name, {
            fullPage: true,
            animations: 'disabled',
            maxDiffPixels: twoWayCorners[name] ?? 0,
          });
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
