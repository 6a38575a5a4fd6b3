import { expect, test } from '@playwright/test';
import { openStory } from '../support/stories';

// Hero media: the picture of a shorter hero is the eager, high-priority image
// (the largest paint); a full-screen hero's poster is its background and waits
// for the copy. The video is controlled by a visible, keyboard-operable button
// (WCAG 2.2.2).
test.describe('hero', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--hero--media-video', 'light');
  });

  test('renders the h1 over the poster and a muted, looping video that waits to be asked', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI that gives your people their time back' }),
    ).toBeVisible();
    const poster = page.locator('[data-slot="hero"] img').first();
    await expect(poster).toHaveAttribute(
      'srcset',
      /home-poster-800\.[0-9a-f]{8}\.webp 800w, .+home-poster-1600\.[0-9a-f]{8}\.webp 1600w$/,
    );
    const video = page.locator('[data-slot="hero"] video');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
  });

  // Read from the prerendered pages as served (stories make every picture eager to settle their shots).
  test("a full-screen hero's poster waits for the copy; a shorter hero's picture is fetched first", async ({
    page,
  }) => {
    const firstHeroPicture = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      const hero = html.slice(html.indexOf('data-slot="hero"'));
      return {
        tag: /<img [^>]*>/.exec(hero)?.[0] ?? '',
        preloads: html.match(/<link rel="preload" as="image" imageSrcSet/g) ?? [],
      };
    };
    // Browsers do not take a picture covering the whole viewport as the largest paint: the copy is.
    const home = await firstHeroPicture('/');
    expect(home.tag).toContain('loading="lazy"');
    expect(home.tag).not.toContain('fetchPriority');
    expect(home.preloads).toEqual([]);
    const contact = await firstHeroPicture('/contact/');
    expect(contact.tag).toContain('loading="eager"');
    expect(contact.tag).toContain('fetchPriority="high"');
    expect(contact.preloads).toHaveLength(1);
  });

  test('the lazy poster of a full-screen hero still loads on the first screen, without a scroll', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    const poster = page.locator('[data-slot="hero"] img').first();
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.close();
  });

  test('the video control plays and pauses from the keyboard, and a pause sticks', async ({ page }) => {
    const video = page.locator('[data-slot="hero"] video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);

    const play = page.getByRole('button', { name: 'Play background video' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(paused).toBe(false);

    const pause = page.getByRole('button', { name: 'Pause background video' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });
});

// One Hero, four looks: over a picture (drifting as it scrolls away, but for the compact one), or a
// worker's portrait beside the copy on the inverse band.
test.describe('hero variants', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  for (const [story, variant, surface, drifts] of [
    ['sections--hero--page', 'page', 'media', true],
    ['sections--hero--case-study', 'page', 'media', true],
    ['sections--hero--compact', 'compact', 'media', false],
  ] as const) {
    test(`${story}: the h1 over its picture, ${drifts ? 'drifting' : 'still'} as it scrolls away`, async ({ page }) => {
      await openStory(page, story, 'light');
      const hero = page.locator('[data-slot="hero"]');
      await expect(hero).toHaveAttribute('data-variant', variant);
      await expect(hero).toHaveAttribute('data-surface', surface);
      await expect(hero.locator('[data-parallax-layer="backdrop"] img')).toBeVisible();
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hero.getAttribute('data-parallax')).toBe(drifts ? '' : null);
    });
  }

  test("a worker's hero: the portrait beside the copy on the inverse band, hire and a way back", async ({ page }) => {
    await openStory(page, 'sections--hero--worker', 'light');
    const hero = page.locator('[data-slot="hero"]');
    await expect(hero).toHaveAttribute('data-variant', 'portrait');
    await expect(hero).toHaveAttribute('data-surface', 'inverse');
    expect(await hero.getAttribute('data-parallax')).toBeNull();
    await expect(hero.getByRole('heading', { level: 1, name: /^Ava, / })).toBeVisible();
    // The portrait is artwork with an empty alt: decoration, so it has no image role.
    const portrait = hero.locator('img');
    await expect(portrait).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Hire Ava' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'The whole team' })).toHaveAttribute('href', /\/digital-workforce\/?$/);
    // Copy and portrait share one row at this width.
    const [copyBox, portraitBox] = await Promise.all([
      hero.getByRole('heading', { level: 1 }).boundingBox(),
      portrait.boundingBox(),
    ]);
    expect(portraitBox!.x).toBeGreaterThan(copyBox!.x + copyBox!.width / 2);
  });
});
