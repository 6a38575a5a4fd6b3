import { expect, test } from '@playwright/test';
import { openStory } from '../support/stories';

// Worker carousel and card behaviour against the built Ladle stories.
test.describe('worker carousel', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--carousels--workers', 'light');
  });

  test('is a labelled carousel region with named slides', async ({ page }) => {
    const region = page.getByRole('region', { name: 'Digital workers' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group', { name: '1 of 12', exact: true })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    // Three slides per view from 992 px: the fourth is off-screen and inert.
    await expect(region.getByRole('group', { name: '3 of 12', exact: true })).not.toHaveAttribute('inert');
    await expect(page.locator('[aria-label="4 of 12"]')).toHaveAttribute('inert', '');
  });

  test('pagination works from the keyboard and marks the current page', async ({ page }) => {
    const first = page.getByRole('button', { name: 'Show worker 1 of 10' });
    const fourth = page.getByRole('button', { name: 'Show worker 4 of 10' });
    await expect(first).toHaveAttribute('aria-current', 'true');

    await first.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(fourth).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(fourth).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(page.locator('[aria-label="6 of 12"]')).not.toHaveAttribute('inert');
    await expect(page.locator('[aria-label="1 of 12"]')).toHaveAttribute('inert', '');

    await page.getByRole('button', { name: 'Next worker' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Show worker 5 of 10' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous worker' }).press('Space');
    await expect(fourth).toHaveAttribute('aria-current', 'true');
  });

  test('shows one slide per view below 576 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(page.getByRole('button', { name: 'Show worker 12 of 12' })).toBeVisible();
    await expect(page.locator('[aria-label="2 of 12"]')).toHaveAttribute('inert', '');
  });
});

test.describe('worker card video', () => {
  test('plays while focus is inside the card and pauses when focus leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--carousels--worker-cards', 'light');
    const card = page.locator('[data-slot="worker-card"]').first();
    const video = card.locator('video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);

    expect(await paused()).toBe(true);
    await card.getByRole('link', { name: /Ava/ }).first().focus();
    await expect.poll(paused).toBe(false);

    // Moving within the card keeps it playing.
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Hire Ava' })).toBeFocused();
    await expect.poll(paused).toBe(false);

    // Leaving the card pauses it.
    await page.keyboard.press('Tab');
    await expect.poll(paused).toBe(true);
  });

  test('plays on pointer enter and pauses on leave', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--carousels--worker-cards', 'light');
    const card = page.locator('[data-slot="worker-card"]').first();
    const video = card.locator('video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);

    await card.hover();
    await expect.poll(paused).toBe(false);
    await page.mouse.move(5, 5);
    await expect.poll(paused).toBe(true);
  });

  test('never plays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--carousels--worker-cards', 'light');
    const card = page.locator('[data-slot="worker-card"]').first();
    await card.getByRole('button', { name: 'Hire Ava' }).focus();
    await card.hover();
    await expect(card.getByRole('button', { name: 'Hire Ava' })).toBeFocused();
    expect(await card.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});
