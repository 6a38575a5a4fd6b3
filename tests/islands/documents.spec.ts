import { expect, test, type Page } from '@playwright/test';

// The site's pages (docs/islands.md) in the pinned Chromium: pages change as documents,
// fetched ahead by Speculation Rules and animated by a cross-document view transition, and an island below the
// first screen is left until the visitor comes near it. The rules' reading and a prerendered page's islands:
// tests/unit/islands-documents.test.tsx; the runtime's choice of when: tests/unit/islands-visible.test.tsx.

/** What the browser reports of its speculative loads (DevTools' Preload domain): each status a prefetch reached. */
async function watchPrefetches(page: Page) {
  const statuses: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Preload.prefetchStatusUpdated', (event) =>
    statuses.push(`${new URL(event.prefetchUrl).pathname} ${event.prefetchStatus ?? event.status}`),
  );
  await cdp.send('Preload.enable');
  return statuses;
}

test('a link pointed at is fetched ahead, and following it uses what was fetched', async ({ page }) => {
  const statuses = await watchPrefetches(page);
  await page.goto('/about/');
  const privacy = page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true });
  await privacy.hover();
  // Moderate eagerness: a pointer that rests on the link a moment.
  await expect.poll(() => statuses).toContain('/privacy/ PrefetchSuccessfulButNotUsed');
  await privacy.click();
  await page.waitForURL('**/privacy/');
  await expect.poll(() => statuses).toContain('/privacy/ PrefetchResponseUsed');
});

/** Records, in each new document, how the browser revealed it: with a view transition or not, and at what scroll. */
async function recordReveal(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      const { viewTransition } = event as Event & { viewTransition: ViewTransition | null };
      const revealed = {
        transition: !!viewTransition,
        scrollY: window.scrollY,
        animations: [] as string[],
        done: false,
      };
      Object.assign(window, { revealed });
      if (!viewTransition) return;
      void viewTransition.ready.then(() => {
        revealed.animations = document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-'))
          .map(
            (animation) =>
              `${(animation as CSSAnimation).animationName} ${(animation.effect as KeyframeEffect).pseudoElement}`,
          );
      });
      void viewTransition.finished.then(() => (revealed.done = true));
    });
  });
}

const revealed = (page: Page) =>
  page.evaluate(
    () =>
      (window as Window & { revealed?: { transition: boolean; scrollY: number; animations: string[]; done: boolean } })
        .revealed,
  );

test.describe('a page change', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('fades the old page out, then brings the new one in from its top', async ({ page }) => {
    await recordReveal(page);
    await page.goto('/contact/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await page.waitForURL('**/privacy/');
    await expect.poll(async () => (await revealed(page))?.done).toBe(true);
    const reveal = (await revealed(page))!;
    expect(reveal.transition).toBe(true);
    expect(reveal.scrollY, 'the new page starts at its top').toBe(0);
    // src/styles/page-transitions.css: the old page out at the quick exit, the new one in after it.
    expect(reveal.animations).toEqual(
      expect.arrayContaining(['page-out ::view-transition-old(root)', 'page-in ::view-transition-new(root)']),
    );
  });
});

test.describe('a page change under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is a plain navigation', async ({ page }) => {
    await recordReveal(page);
    await page.goto('/contact/');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await page.waitForURL('**/privacy/');
    await expect.poll(async () => (await revealed(page))?.transition).toBe(false);
  });
});

test('an island below the first screen waits until the visitor comes near, and a press as it comes is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const carouselCode: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/worker-carousel\.island-[\w-]+\.js$/, async (route) => {
    carouselCode.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/');
  const island = page.locator('infinyte-island[name="worker-carousel"]');
  // The first screen's islands run (the hero video's once the page has loaded); the carousel, far below, is neither
  // fetched nor hydrated.
  await expect(page.locator('infinyte-island[name="hero-video"]').first()).toHaveAttribute('ready', '');
  await expect(island).toHaveAttribute('hydrate', 'visible');
  expect(carouselCode, 'not preloaded').toEqual([]);

  const region = page.getByRole('region', { name: 'Digital workers' });
  const owen = region.getByRole('button', { name: 'Owen, Backup Operations Manager' });
  await owen.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('hydrate');
  await expect.poll(() => carouselCode.length, 'fetched as it comes near').toBe(1);
  // Pressed before its code has arrived: kept, and applied once the island is ready.
  await owen.click();
  await expect(island).not.toHaveAttribute('ready');
  release();
  await expect(island).toHaveAttribute('ready', '');
  await expect(owen).toHaveAttribute('aria-current', 'true');
  await expect(region.locator('button[aria-current]')).toHaveCount(1);
});
