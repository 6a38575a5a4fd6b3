import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
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
      // Opened by the first test rather than in a hook: opening a WebKit session has hung past the hook's 120 s on a
      // quiet machine (the sweep then skipped), and a test, unlike a hook, is retried, which opens it afresh.
      let page: EnginePage | undefined;
      const sweepPage = async () => {
        if (page) return page;
        const opened = await openPage();
        await opened.setViewport(width, width < 992 ? 844 : 900);
        page = opened;
        return opened;
      };
      afterAll(() => page?.close());

      test.for(paths)('%s', async (path) => {
        const sweep = await sweepPage();
        await openReady(sweep, path);
        expect(await sweep.takeErrors()).toEqual([]);
        const overflow = await sweep.evaluate(() => {
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
