import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openStory, storyIds, storyThemes, storyWidths } from '../support/stories';
import { expectScreenshot } from '../support/screenshot';

// Every Ladle story, in both themes, at mobile and desktop widths: one
// screenshot and one axe scan each. One test per story reuses its page for
// all four combinations, which keeps the suite quick.
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
          await expectScreenshot(page, `${id}-${theme}-${width}.png`, {
            fullPage: true,
            animations: 'disabled',
          });
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
