import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { siteWidths, type SiteWidth } from '../support/site-widths';
import type { EnginePage } from './engine-page';
import { nextFrames, openReady } from './in-page';
import { desktop, mobile } from './one-page';

// Every URL of the built sitemap, at mobile and desktop width, in one browser session: it loads without a console
// error or page error, settles, and nothing makes the page wider than its viewport, at the width it loaded at and
// after a resize to the other. The load width alternates from route to route (each route starts at the width the
// last one ended at), so each width is a load width for half the routes and every route is seen at both, with one
// load per route: loading is most of the sweep's time, and the engines' suite was the slowest part of `npm test`.

/** The paths listed in dist/sitemap.xml (the sitemap holds absolute URLs on the production origin). */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]!).pathname));
}

/** A phone's height below the desktop breakpoint (992 px), a laptop's above it: the journeys' viewports. */
const heightAt = (width: SiteWidth) => (width < 992 ? mobile : desktop).height;

/** What sticks out past the viewport's right edge, by tag and class, so a failure points at it. */
const overflowing = (page: EnginePage) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  });

/** One of `count` consecutive runs of the sitemap, so a slow engine's sweep can run in files side by side. */
export type SweepPart = { index: number; count: number };

export function defineRouteSweep(openPage: () => Promise<EnginePage>, part: SweepPart = { index: 0, count: 1 }) {
  const all = sitemapPaths();
  const size = Math.ceil(all.length / part.count);
  const paths = all.slice(part.index * size, (part.index + 1) * size);
  const which = part.count > 1 ? ` (part ${part.index + 1} of ${part.count})` : '';
  describe(`every sitemap route at ${siteWidths.join(' and ')} px${which}`, () => {
    // Opened by the first test rather than in a hook, so a page that cannot be opened fails that route's test by
    // name (a session WebKitWebDriver loses is reopened on a fresh driver: webkit-suite.ts).
    let page: EnginePage | undefined;
    let width: SiteWidth = siteWidths[0];
    const resize = async (target: EnginePage, to: SiteWidth) => {
      await target.setViewport(to, heightAt(to));
      width = to;
    };
    const sweepPage = async () => {
      if (page) return page;
      const opened = await openPage();
      await resize(opened, width);
      page = opened;
      return opened;
    };
    afterAll(() => page?.close());

    test.for(paths)('%s', async (path) => {
      const sweep = await sweepPage();
      await openReady(sweep, path);
      const loadedAt = width;
      expect(await sweep.takeErrors(), `errors on load at ${loadedAt} px`).toEqual([]);
      expect(await overflowing(sweep), `wider than the viewport at ${loadedAt} px`).toEqual([]);

      const other = siteWidths.find((candidate) => candidate !== loadedAt)!;
      await resize(sweep, other);
      // The page's resize handlers, media-query listeners and observers have run.
      await nextFrames(sweep);
      expect(await sweep.takeErrors(), `errors after resizing to ${other} px`).toEqual([]);
      expect(await overflowing(sweep), `wider than the viewport at ${other} px`).toEqual([]);
    });
  });
}
