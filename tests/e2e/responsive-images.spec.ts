import { expect, test, type Page } from '@playwright/test';
import { templateSamples } from '@/app/route-table';
import { CACHE_IMMUTABLE } from '../../scripts/http-headers';
import { scrollToBottom, waitForFinalLayout } from '../support/layout';

// Images sized for the screen, what Lighthouse's "properly size images" checks: on every template,
// at 390 and 1440 px, each picture's chosen file is at most 1.5x the width it is drawn at (x the
// device pixel ratio) and, where a wider file exists, not narrower than it; AVIF is what loads where
// the page offers it; and every file a page names loads, hashed ones cached for a year.
// "Drawn at" is the width the picture's pixels cover: for object-fit: cover in a box taller than
// the picture, wider than the box.
const templates = templateSamples();
const widths = [390, 1440];
const MAX_RATIO = 1.5;
/** A drawn width rounds to whole pixels; a file this much narrower is the same size. */
const ROUNDING = 0.98;

interface Drawn {
  src: string;
  file: number;
  drawn: number;
  candidates: number[];
  avifOffered: boolean;
}

/** Every visible picture with a srcset: the file's real width, the width drawn, the widths offered. */
function measure(page: Page): Promise<Drawn[]> {
  return page.evaluate(async () => {
    const widthsOf = (srcset: string) =>
      srcset
        .split(',')
        .map((candidate) => Number(candidate.trim().split(/\s+/)[1]?.replace('w', '')))
        .filter(Boolean);
    const pictures = [...document.images].filter((image) => image.srcset && image.getBoundingClientRect().width > 0);
    return Promise.all(
      pictures.map(async (image) => {
        const box = image.getBoundingClientRect();
        const aspect = Number(image.getAttribute('width')) / Number(image.getAttribute('height'));
        const fit = getComputedStyle(image).objectFit;
        const cover = Math.max(box.width, box.height * aspect);
        const contain = Math.min(box.width, box.height * aspect);
        const drawn = (fit === 'cover' ? cover : fit === 'contain' ? contain : box.width) * devicePixelRatio;
        const avif = image.parentElement?.querySelector<HTMLSourceElement>('source[type="image/avif"]');
        // naturalWidth of a srcset picture is scaled by the density the browser chose; load the file alone for its pixels.
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode();
        const chosen = avif && image.currentSrc.endsWith('.avif') ? avif.srcset : image.srcset;
        return {
          src: image.currentSrc,
          file: file.naturalWidth,
          drawn,
          candidates: widthsOf(chosen),
          avifOffered: Boolean(avif),
        };
      }),
    );
  });
}

/** Every URL the page's pictures and clips name: src, each srcset candidate, sources, clip sources. */
function namedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    const add = (url: string | null) => url && urls.add(new URL(url, location.href).href);
    for (const element of document.querySelectorAll('img, source, video')) {
      add(element.getAttribute('src'));
      for (const candidate of (element.getAttribute('srcset') ?? '').split(','))
        add(candidate.trim().split(/\s+/)[0] || null);
    }
    return [...urls];
  });
}

for (const width of widths) {
  for (const { template, path } of templates) {
    test(`${template} (${path}) at ${width} px: every picture sized for its box, AVIF where offered, every file loads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForFinalLayout(page);
      await scrollToBottom(page);
      const pictures = await measure(page);
      expect(pictures.length, 'pictures with a srcset').toBeGreaterThan(0);
      for (const picture of pictures) {
        const label = `${picture.src} drawn ${Math.round(picture.drawn)} px, file ${picture.file} px`;
        const smallest = Math.min(...picture.candidates);
        const largest = Math.max(...picture.candidates);
        if (picture.file > smallest) expect(picture.file, label).toBeLessThanOrEqual(picture.drawn * MAX_RATIO);
        if (picture.file < largest) expect(picture.file, label).toBeGreaterThanOrEqual(picture.drawn * ROUNDING);
        if (picture.avifOffered) expect(picture.src, 'AVIF offered, so AVIF loads').toMatch(/\.avif$/);
      }
      for (const url of await namedUrls(page)) {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        if (new URL(url).pathname.startsWith('/assets/media/')) {
          expect(response.headers()['cache-control'], url).toBe(CACHE_IMMUTABLE);
        }
      }
    });
  }
}

test('media named from outside the page (share card, JSON-LD image and logo) resolve on the built site', async ({
  page,
}) => {
  const samples = templates.map(({ path }) => path);
  for (const path of samples) {
    await page.goto(path);
    const urls = await page.evaluate(() => {
      const found = [document.querySelector('meta[property="og:image"]')?.getAttribute('content')];
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        const text = script.textContent ?? '';
        for (const [, url] of text.matchAll(/"(?:image|logo)":"([^"]+)"/g)) found.push(url);
      }
      return found.filter((url): url is string => Boolean(url));
    });
    expect(urls.length, path).toBeGreaterThan(0);
    for (const url of urls) {
      // Absolute URLs name the production origin; the same path on this build must answer.
      const response = await page.request.get(new URL(url).pathname);
      expect(response.status(), `${path}: ${url}`).toBe(200);
    }
  }
});
