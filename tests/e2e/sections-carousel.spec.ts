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

  test('has a picker per worker, named by who it shows, the first current and nothing said on load', async ({
    page,
  }) => {
    const region = page.getByRole('region', { name: 'Digital workers' });
    const pickers = region.getByRole('group', { name: 'Choose worker' }).getByRole('button');
    await expect(pickers).toHaveCount(12);
    await expect(pickers.first()).toHaveAccessibleName('Ava, Chief of Staff');
    await expect(pickers.last()).toHaveAccessibleName('Zoe, Business Analyst');
    await expect(pickers.first()).toHaveAttribute('aria-current', 'true');
    await expect(region.locator('button[aria-current]')).toHaveCount(1);
    await expect(region.getByRole('status')).toHaveText('');
  });

  test('a picker press from the keyboard brings its worker in first, marks it current and says what is shown', async ({
    page,
  }) => {
    const region = page.getByRole('region', { name: 'Digital workers' });
    const status = region.getByRole('status');
    const ava = page.getByRole('button', { name: 'Ava, Chief of Staff' });
    const owen = page.getByRole('button', { name: 'Owen, Backup Operations Manager' });

    await ava.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(owen).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(owen).toHaveAttribute('aria-current', 'true');
    await expect(ava).not.toHaveAttribute('aria-current');
    await expect(status).toHaveText('Showing Owen, Iris and Nova, 4 to 6 of 12');
    await expect(page.locator('[aria-label="6 of 12"]')).not.toHaveAttribute('inert');
    await expect(page.locator('[aria-label="1 of 12"]')).toHaveAttribute('inert', '');

    await page.getByRole('button', { name: 'Next worker' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Iris, Solutions Advisor' })).toHaveAttribute('aria-current', 'true');
    await expect(status).toHaveText('Showing Iris, Nova and Ella, 5 to 7 of 12');
    await page.getByRole('button', { name: 'Previous worker' }).press('Space');
    await expect(owen).toHaveAttribute('aria-current', 'true');
    await expect(status).toHaveText('Showing Owen, Iris and Nova, 4 to 6 of 12');
  });

  test('a picked worker the end keeps from coming first stays current', async ({ page }) => {
    const region = page.getByRole('region', { name: 'Digital workers' });
    const zoe = page.getByRole('button', { name: 'Zoe, Business Analyst' });
    await zoe.click();
    await expect(zoe).toHaveAttribute('aria-current', 'true');
    await expect(region.locator('button[aria-current]')).toHaveCount(1);
    await expect(region.getByRole('status')).toHaveText('Showing Sam, Theo and Zoe, 10 to 12 of 12');
    await expect(page.locator('[aria-label="10 of 12"]')).not.toHaveAttribute('inert');
    await expect(page.locator('[aria-label="9 of 12"]')).toHaveAttribute('inert', '');
    await expect(page.getByRole('button', { name: 'Next worker' })).toBeDisabled();
  });

  test('a resize moves what is in view but says nothing', async ({ page }) => {
    const status = page.getByRole('region', { name: 'Digital workers' }).getByRole('status');
    await page.getByRole('button', { name: 'Leo, Outreach Specialist' }).click();
    await expect(status).toHaveText('Showing Leo, Maya and Owen, 2 to 4 of 12');
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(page.locator('[aria-label="3 of 12"]')).toHaveAttribute('inert', '');
    await expect(status).toHaveText('Showing Leo, Maya and Owen, 2 to 4 of 12');
  });

  test('shows one slide per view below 576 px, and says it by its full name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(page.locator('[aria-label="2 of 12"]')).toHaveAttribute('inert', '');
    const zoe = page.getByRole('button', { name: 'Zoe, Business Analyst' });
    await expect(zoe).toBeVisible();
    await zoe.click();
    await expect(page.getByRole('region', { name: 'Digital workers' }).getByRole('status')).toHaveText(
      'Showing Zoe, Business Analyst, 12 of 12',
    );
    await expect(page.locator('[aria-label="12 of 12"]')).not.toHaveAttribute('inert');
  });

  test('a swipe that moves the carousel says what it brought in; one that comes back says nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(page.locator('[aria-label="2 of 12"]')).toHaveAttribute('inert', '');
    const status = page.getByRole('region', { name: 'Digital workers' }).getByRole('status');
    const box = (await page.locator('[aria-label="1 of 12"]').boundingBox())!;
    const drag = async (distance: number) => {
      await page.mouse.move(box.x + box.width - 40, box.y + 100);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 40 - distance, box.y + 100, { steps: 8 });
      await page.mouse.up();
    };

    // Every text the live region takes, so a word said and then replaced is caught too.
    await status.evaluate((element) => {
      const said: string[] = [];
      new MutationObserver(() => said.push(element.textContent ?? '')).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      Object.assign(window, { said });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);

    await drag(20);
    await drag(box.width / 2);
    await expect(page.getByRole('button', { name: 'Leo, Outreach Specialist' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(status).toHaveText('Showing Leo, Outreach Specialist, 2 of 12');
    expect(await said()).toEqual(['Showing Leo, Outreach Specialist, 2 of 12']);
  });
});

test.describe('testimonial slider', () => {
  test('names each picker by who is quoted and says the quote now shown', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--carousels--testimonials', 'light');
    const region = page.getByRole('region', { name: 'Client testimonials' });
    await expect(region.getByRole('status')).toHaveText('');
    await region.getByRole('button', { name: 'Next testimonial' }).click();
    const marcus = region.getByRole('button', { name: 'Marcus Bell, Founder, Crumb Club' });
    await expect(marcus).toHaveAttribute('aria-current', 'true');
    await expect(region.getByRole('status')).toHaveText('Showing Marcus Bell, Founder, Crumb Club, 2 of 4');
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
