import { expect, test } from '@playwright/test';
import { openStory } from '../support/stories';

// Hero media: the picture of a shorter hero is the eager, high-priority image
// (the largest paint); a full-screen hero's poster is its background and waits
// for the copy. The video is controlled by a visible, keyboard-operable button
// (WCAG 2.2.2).
test.describe('hero header', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--hero-header--home-video', 'light');
  });

  test('renders the h1 over the poster and a muted, looping video that waits to be asked', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'HUMAN POTENTIAL' })).toBeVisible();
    const poster = page.locator('[data-slot="hero-header"] img').first();
    await expect(poster).toHaveAttribute(
      'srcset',
      /home-poster-800\.[0-9a-f]{8}\.webp 800w, .+home-poster-1600\.[0-9a-f]{8}\.webp 1600w$/,
    );
    const video = page.locator('[data-slot="hero-header"] video');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
  });

  // Read from the prerendered pages as served (stories make every picture eager to settle their shots).
  test("a full-screen hero's poster waits for the copy; a shorter hero's picture is fetched first", async ({
    page,
  }) => {
    const firstHeroPicture = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      const hero = html.slice(html.indexOf('data-slot="hero-header"'));
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
    const poster = page.locator('[data-slot="hero-header"] img').first();
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.close();
  });

  test('the video control plays and pauses from the keyboard, and a pause sticks', async ({ page }) => {
    const video = page.locator('[data-slot="hero-header"] video');
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
