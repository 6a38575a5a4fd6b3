import { expect, test, type Page } from '@playwright/test';
import { openPage, waitForHydration } from '../support/site';
import { parallaxMotion } from '@/styles/generated/tokens';

// Motion on the real pages: under `prefers-reduced-motion: reduce` nothing
// moves by itself (no transition, no video, no carousel);
// with motion welcome, the home hero video runs until the visitor pauses it,
// and a pause is final.

/** Pages that carry the moving parts: hero video and carousels, a page hero, a case study gallery. */
const motionPaths = ['/', '/about', '/case-studies/repairline', '/digital-workforce/ava-chief-of-staff'];

/**
 * Every content element's computed transform and translate, keyed by its position in the page's main.
 * The header is left out: it hides on scrolling down and returns on scrolling up, a response to the
 * visitor's scroll (instant under reduced motion), and a wheel scroll still landing after the return
 * to the top left it hidden in one run of forty.
 */
const transforms = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#main *')]
      .map((element, index) => {
        const { transform, translate } = getComputedStyle(element);
        return [index, transform, translate] as const;
      })
      .filter(([, transform, translate]) => transform !== 'none' || translate !== 'none'),
  );

/** Animations and transitions longer than the global reduced-motion floor (0.01 ms). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 1)
      .map(
        (animation) =>
          `${animation.constructor.name} on ${(animation.effect as KeyframeEffect | null)?.target?.tagName}`,
      ),
  );

const allPaused = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('video')].every((video) => video.paused));

/** Embla moves its track with an inline transform; a still carousel keeps it. */
const carouselTracks = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"] [style*="transform"]')
    .evaluateAll((tracks) => tracks.map((track) => (track as HTMLElement).style.transform));

test.describe('with reduced motion', () => {
  for (const path of motionPaths) {
    test(`${path}: nothing moves by itself while scrolling or waiting`, async ({ page }) => {
      await page.clock.install();
      await openPage(page, path, { reducedMotion: 'reduce', fixedTime: false });
      const before = await transforms(page);
      const tracks = await carouselTracks(page);

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 600) {
        await page.mouse.wheel(0, 600);
        expect(await runningAnimations(page), `at ${y}px`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.clock.runFor(15_000);

      // A reveal effect would leave a different transform somewhere.
      expect(await transforms(page)).toEqual(before);
      expect(await carouselTracks(page)).toEqual(tracks);
      expect(await allPaused(page)).toBe(true);
    });
  }

  test('a followed link runs no page transition', async ({ page }) => {
    await openPage(page, '/about', { reducedMotion: 'reduce' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.locator('#main h1')).toHaveText('Privacy Policy');
    expect(await runningAnimations(page)).toEqual([]);
  });
});

test.describe('with motion welcome', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the home hero video plays, and once paused stays paused through scrolling and time', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const video = page.locator('#main video').first();
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    await expect.poll(paused).toBe(false);

    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(paused).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();

    await page.mouse.wheel(0, 2_000);
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(10_000);
    expect(await paused()).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });

  test('a page hero drifts as it scrolls away: background and copy by their token shares of its height', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/about', { reducedMotion: 'no-preference' });
    const hero = page.locator('[data-slot="hero"]');
    const shift = (layer: string) =>
      hero.locator(`[data-parallax-layer="${layer}"]`).evaluate((element) => {
        // The computed translate keeps a percentage of the element's own height as written.
        const moved = getComputedStyle(element).translate.split(' ')[1] ?? '0px';
        const share = moved.endsWith('%')
          ? parseFloat(moved) / 100
          : parseFloat(moved) / element.getBoundingClientRect().height;
        return share;
      });
    expect(await shift('backdrop')).toBe(0);
    expect(await shift('content')).toBe(0);

    // Halfway out of view, each layer has covered half of its drift.
    const heroHeight = await hero.evaluate((element) => element.getBoundingClientRect().height);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), heroHeight / 2);
    await expect.poll(() => shift('backdrop')).toBeCloseTo(parallaxMotion.image / 2, 2);
    await expect.poll(() => shift('content')).toBeCloseTo(parallaxMotion.content / 2, 2);
  });
});
