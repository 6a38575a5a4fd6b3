import { test, type Page } from '@playwright/test';
import { expectAriaTree } from '../support/aria-tree';
import { expectNoAxeViolations } from '../support/axe';
import { expectKeyboardWalk, expectLandmarksAndOutline } from '../support/keyboard-walk';
import { expectRealContent } from '../support/page-content';
import {
  NOT_FOUND_PATH,
  openPage,
  pathKey,
  sitePaths,
  siteThemes,
  siteWidths,
  switchTheme,
  switchWidth,
} from '../support/site';
import { expectTextSpacingHolds, sweepLayout } from '../support/responsive-sweep';
import { expectScreenshot } from '../support/screenshot';
import { templatePaths } from '../support/template-routes';
import { tabletWidth } from '../support/site-widths';

// Every route (each worker, case study and bundled post included, plus the
// not-found page), in light and dark, at 390 and 1440 px: a WCAG 2.2 AA scan
// by both engines per combination (whole in light; in dark, whose tree must be
// light's, the colour rules), and a full-page screenshot where the route
// is one of the template routes (tests/support/template-routes.ts says why each
// is there); at both widths, in both themes, its accessibility tree, children
// matched exactly (tests/__aria__/visual/routes.spec.ts/): a section lost,
// reordered, renamed or demoted on any page fails with a readable diff; first its content
// (one h1, enough words, no filler, internal links that answer:
// tests/support/page-content.ts), and last, at both widths, the
// keyboard walk (tests/support/keyboard-walk.ts)
// and, at 1440 px, the landmarks and heading outline; then the responsive sweep
// (tests/support/responsive-sweep.ts): at 320, 768, 991, 992, 1280 and 1920 px,
// and dark at two of them, no sideways scroll, no text over text, no text cut
// off, the menu its width calls for, and (in light) no focused control hidden
// under something fixed; and last, with WCAG 1.4.12's text spacing forced, at both widths, no
// text cut off and no sideways scroll. One page load per route
// serves all of it: the theme follows the emulated system preference live and
// the width is a viewport change.
const shotPaths = new Set(templatePaths());

const shotOptions = (page: Page) => ({
  fullPage: true,
  // Artwork is painted over with one flat colour: the shots guard layout, text and chrome, and photographic
  // pixels would make the baselines weigh several times more. The artwork itself is checked by the story suite
  // and the states suite.
  mask: [page.locator('img, video')],
  maskColor: '#808080',
});

for (const path of sitePaths()) {
  const shot = shotPaths.has(path);
  test(`route ${path}`, async ({ page, request }) => {
    // Four scans (and four full-page shots on a template route) and two keyboard walks: triple the default time.
    test.slow();
    const key = pathKey(path);
    await openPage(page, path, { theme: siteThemes[0], width: siteWidths[0] });
    if (path !== NOT_FOUND_PATH) await test.step('content', () => expectRealContent(page, request));
    for (const theme of siteThemes) {
      await switchTheme(page, theme);
      for (const width of siteWidths) {
        await test.step(`${theme} at ${width}px`, async () => {
          await switchWidth(page, width);
          // The theme changes colours only, never a role, a name or the structure: one tree per width, met in
          // both themes. So the second theme is scanned for what colours can break (contrast), not again whole.
          await expectAriaTree(page, `${key}-${width}`);
          if (shot) {
            await expectScreenshot(page, `${key}-${theme}-${width}.png`, shotOptions(page));
          }
          await expectNoAxeViolations(page, { coloursOnly: theme !== siteThemes[0] });
        });
      }
    }
    // A template route's layout at a tablet's width, between the md breakpoint and the desktop menu (light only:
    // each theme's colours are shot at both site widths). After the themes, so their shots keep their resize order.
    if (shot) {
      await test.step(`light at ${tabletWidth}px`, async () => {
        await switchTheme(page, 'light');
        await switchWidth(page, tabletWidth);
        await expectScreenshot(page, `${key}-light-${tabletWidth}.png`, shotOptions(page));
      });
    }
    // Last, as a visitor's keys scroll the page and move focus: widest first, as the scans left it.
    for (const width of [...siteWidths].reverse()) {
      await test.step(`keyboard at ${width}px`, async () => {
        await switchWidth(page, width);
        if (width === 1440) await expectLandmarksAndOutline(page);
        await expectKeyboardWalk(page);
      });
    }
    await test.step('responsive sweep', () => sweepLayout(page, siteThemes.at(-1)!));
    await test.step('text spacing', () => expectTextSpacingHolds(page));
  });
}
