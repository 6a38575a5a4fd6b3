import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteWidths } from '../support/site-widths';
import type { EnginePage } from './engine-page';
import { openReady } from './in-page';

// Every URL of the built sitemap, at mobile and desktop width, in one browser session per width: it loads
// without a console error or page error, settles, and nothing makes the page wider than its viewport.

/** The paths listed in dist/sitemap.xml (the sitemap holds absolute URLs on the production origin). */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]!).pathname));
}

export function defineRouteSweep(openPage: () => Promise<EnginePage>) {
  const paths = sitemapPaths();
  for (const width of siteWidths) {
    describe(`every sitemap route at ${width} px`, () => {
      let page: EnginePage;
      beforeAll(async () => {
        page = await openPage();
        await page.setViewport(width, width < 992 ? 844 : 900);
      });
      afterAll(() => page?.close());

      test.for(paths)('%s', async (path) => {
        await openReady(page, path);
        expect(await page.takeErrors()).toEqual([]);
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          if (root.scrollWidth <= root.clientWidth) return [];
          // Name what sticks out, so the failure points at it.
          return [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
        });
        expect(overflow, 'elements wider than the viewport').toEqual([]);
      });
    });
  }
}
