import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openStory, storyIds, storyThemes, storyWidths } from '../support/stories';
import { nextFrames } from '../support/layout';
import { expectScreenshot } from '../support/screenshot';
import { templatePaths } from '../support/template-routes';

// Every Ladle story, in both themes, at mobile and desktop widths: one
// screenshot and one scan by both engines each (whole in the first theme; in
// the second, whose tree must match, the colour rules). One test per story
// reuses its page for all four combinations, which keeps the suite quick.

/**
 * The shots whose anti-aliasing comes out two ways (README, QA): the card's rounded corners over its picture
 * differ by 19-61 px in about one load in eight, and a fresh clone's CI met it on both attempts; the refused
 * form's fields at 390 px differed by 6 px, faint pixels on the left curve of four inputs' borders, once in five
 * full runs, and in the dark theme by 8 px on two of them (20, 12, then 8 px in one comparison's retakes), once in
 * six. Those corners are let through; a change to the card or a field (a border, a radius, a colour) moves
 * hundreds.
 */
const twoWayCorners: Record<string, number> = {
  'sections--portfolio--on-the-blog-light-390.png': 80,
  'forms--inquiry-form--validation-errors-light-390.png': 20,
  'forms--inquiry-form--validation-errors-dark-390.png': 20,
};
/**
 * Stories whose whole picture a template route's full-page shot already holds, the same component with the same
 * content in both themes and widths: they are scanned by axe like every story, not shot a second time.
 */
const shownByRoute: Record<string, string> = {
  'news--posts--list': '/blog',
  'news--posts--article': '/blog-details/digital-workforce-first-90-days',
  'sections--page-blocks--about-page-body': '/about',
};

/** Stories whose words are the theme's colours (the tokens' values and contrast ratios): scanned whole in both. */
const coloursInWords = new Set(['tokens--reference']);

test('stories left unshot are stories shot whole by a template route; stories named here exist', () => {
  const routes = templatePaths();
  for (const [id, path] of Object.entries(shownByRoute)) {
    expect(storyIds(), id).toContain(id);
    expect(routes, `${id} is shown by ${path}`).toContain(path);
  }
  for (const id of coloursInWords) expect(storyIds(), id).toContain(id);
});

/**
 * The first theme's tree once the page has answered the resize: a carousel re-measures in the frames after
 * the viewport changes (one capture read "1 of 12" at 1440 px when its dots were scroll snaps, 10 there), so the
 * tree is read again after two frames until two readings agree. Each reading is taken while the story is rendered
 * (`data-story-rendered`, which its Suspense boundary undoes if it hides the story again): one full run read both
 * header stories' trees as empty just after the mark had appeared, and their screenshots then matched.
 */
async function steadyTree(page: Page) {
  const rendered = page.locator('html[data-story-rendered]');
  const read = async () => {
    await rendered.waitFor({ state: 'attached' });
    const tree = await page.locator('body').ariaSnapshot();
    return (await rendered.count()) > 0 ? tree : undefined;
  };
  let tree = await read();
  for (;;) {
    await nextFrames(page);
    const again = await read();
    if (again !== undefined && again === tree) return again;
    tree = again;
  }
}

for (const id of storyIds()) {
  test(`story ${id}`, async ({ page }) => {
    // Four screenshots and four axe scans in one test: give it triple the default time.
    test.slow();
    // The first theme's accessibility tree at each width: the second must be the same (a theme changes colours,
    // never a role, a name or the structure), so the second theme is scanned only for what colours can break.
    const trees = new Map<number, string>();
    for (const theme of storyThemes) {
      await page.setViewportSize({ width: storyWidths[0], height: 900 });
      await openStory(page, id, theme);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

      for (const width of storyWidths) {
        await test.step(`${theme} at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const tree = coloursInWords.has(id) ? undefined : trees.get(width);
          if (tree === undefined) trees.set(width, await steadyTree(page));
          // An empty tree (a story all of whose content is hidden at this width) is no template: compared as text,
          // and retried as toMatchAriaSnapshot retries (the page may still be answering the resize).
          else if (tree.trim() === '') await expect.poll(() => page.locator('body').ariaSnapshot()).toBe(tree);
          else await expect(page.locator('body'), `${theme}'s tree is the first theme's`).toMatchAriaSnapshot(tree);
          const name = `${id}-${theme}-${width}.png`;
          if (!shownByRoute[id]) {
            await expectScreenshot(page, name, {
              fullPage: true,
              animations: 'disabled',
              maxDiffPixels: twoWayCorners[name] ?? 0,
            });
          }
          await expectNoAxeViolations(page, { coloursOnly: tree !== undefined });
        });
      }
    }
  });
}
