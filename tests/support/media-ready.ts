import type { Page } from '@playwright/test';

/**
 * Call before `goto`: every image the page inserts is decoded synchronously. With the async decoding
 * the site asks for, Chromium may paint a tile before the picture is decoded and then repaint only
 * the picture's rectangle, so the anti-aliased rounded corners over it come out one of two ways
 * (a 19-61 px difference on a card story, about one load in eight; 40 of 40 loads identical with
 * this). A decoding hint changes when pixels appear, never which, so the shots still show the site.
 */
export async function decodeImagesInStep(page: Page) {
  await page.addInitScript(() => {
    const syncDecode = (root: ParentNode) => {
      for (const image of root.querySelectorAll('img')) image.decoding = 'sync';
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLImageElement) node.decoding = 'sync';
          else if (node instanceof Element) syncDecode(node);
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Loads and decodes every image now, lazy ones included (a full-page shot does not scroll, so a lazy
 * image below the fold would otherwise never load), and rests videos on their posters at frame zero.
 */
export async function settleMedia(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // An image that never settles (a broken source) must not hang the suite: the shot then shows the problem.
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
            setTimeout(resolve, 10_000);
          });
    await Promise.all(images.map(loaded));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    for (const video of document.querySelectorAll('video')) {
      video.pause();
      if (video.currentTime !== 0) video.currentTime = 0;
    }
  });
}
