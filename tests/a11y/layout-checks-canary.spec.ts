import { expect, test, type Page } from '@playwright/test';
import { installFixedCover } from '../support/fixed-cover';
import { focusedUnderFixed, MAX_FINDINGS, readLayout } from '../support/layout-checks';
import { openPage } from '../support/site';

// The responsive sweep's checks (tests/support/layout-checks.ts) can fail: on /about at 390 px, found clean
// first, a heading pushed wider than the screen, a heading moved over the paragraph below it, a heading cut
// off by an ellipsis, the desktop menu shown on a phone and a fixed bar over the footer's links each give a
// finding that names what is wrong. One load: each fault is planted as a style sheet and taken out again.

const layout = (page: Page) => page.evaluate(readLayout, MAX_FINDINGS);

async function withStyle<T>(page: Page, css: string, read: () => Promise<T>): Promise<T> {
  const sheet = await page.addStyleTag({ content: css });
  try {
    return await read();
  } finally {
    await sheet.evaluate((element) => (element as Element).remove());
  }
}

test('each layout check fails on its planted fault, by name', async ({ page }) => {
  await openPage(page, '/about', { width: 390 });
  await installFixedCover(page);
  expect(await layout(page)).toEqual({
    overflow: [],
    overlaps: [],
    clipped: [],
    menu: { desktop: false, mobile: true },
  });
  expect(await page.evaluate(focusedUnderFixed, MAX_FINDINGS)).toEqual([]);

  const overflow = await withStyle(page, '#main { min-width: 150vw; }', () => layout(page));
  expect(overflow.overflow.join('\n')).toMatch(
    /"Infinyte grew out of a software studio t" in .*p\[data-slot=text\] reaches \d+ px/,
  );

  const overlap = await withStyle(page, '#main h1 { position: relative; top: 2.5em; }', () => layout(page));
  expect(overlap.overlaps.join('\n')).toMatch(/"About Infinyte" in .*h1.* over .* in .*p/);

  const clipped = await withStyle(
    page,
    '#main h1 { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-size: 4rem; }',
    () => layout(page),
  );
  expect(clipped.clipped.join('\n')).toMatch(/"About Infinyte" in .*h1.*partly hidden/);

  const menu = await withStyle(page, 'header nav[aria-label="Main"] { display: block !important; }', () =>
    layout(page),
  );
  expect(menu.menu).toEqual({ desktop: true, mobile: true });

  // Focus scrolls each footer link into view above the bottom edge, which this bar covers.
  const covered = await withStyle(
    page,
    '#qa-bar { position: fixed; inset: auto 0 0 0; height: 40vh; z-index: 9999; background: gray; }',
    async () => {
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'qa-bar' })));
      return page.evaluate(focusedUnderFixed, MAX_FINDINGS);
    },
  );
  expect(covered.join('\n')).toMatch(/<a .* under div#qa-bar/);
});
