import { expect, test } from '@playwright/test';
import { openStory } from '../support/stories';

// Hero media: the poster is the eager, high-priority image; the video is
// controlled by a visible, keyboard-operable button (WCAG 2.2.2).
test.describe('hero header', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--hero-header--home-video', 'light');
  });

  test('renders the h1 over an eager, high-priority poster in every width', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'HUMAN POTENTIAL' })).toBeVisible();
    const poster = page.locator('[data-slot="hero-header"] img').first();
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).not.toHaveAttribute('loading', 'lazy');
    await expect(poster).toHaveAttribute(
      'srcset',
      /home-poster-800\.[0-9a-f]{8}\.webp 800w, .+home-poster-1600\.[0-9a-f]{8}\.webp 1600w$/,
    );
    const video = page.locator('[data-slot="hero-header"] video');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
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
