import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/site';
import { gotoHydrated } from './shell-helpers';

test.describe('header, theme and page chrome', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hides past 170 px going down and returns with a background going up', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-at-top', 'true');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-state', 'shown');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-state', 'hidden');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute('data-state', 'shown');
    await expect(header).toHaveAttribute('data-at-top', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-at-top', 'true');
  });

  test('skip link comes first and moves to main', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the theme toggle flips body.dark and the choice survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // A click before hydration reaches no handler.
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('footer carries the year, the links and four social links opening new tabs', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-15T12:00:00Z'));
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('© 2026 Infinyte. All rights reserved.');
    for (const name of [
      'Home',
      'Why Infinyte',
      'Digital Workforce',
      'Automate In-House',
      'Idea To Market Lab',
      'Privacy Policy',
      'Contact Us',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const network of ['YouTube', 'X', 'LinkedIn', 'Facebook']) {
      await expect(footer.getByRole('link', { name: `Infinyte on ${network} (opens in a new tab)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  test('the floating Start a Conversation control is on every page', async ({ page }) => {
    for (const path of ['/', '/about', '/no-such-page']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('button', { name: 'Start a Conversation' }).last()).toBeVisible();
    }
  });
});

test.describe('dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the first paint is dark', async ({ page }) => {
    let bodyDarkBeforeScripts = false;
    await page.route('**/assets/*.js', async (route) => {
      bodyDarkBeforeScripts ||= await page.evaluate(() => document.body.classList.contains('dark')).catch(() => false);
      await route.continue();
    });
    await gotoHydrated(page, '/about');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    const html = await (await page.request.get('/about')).text();
    // The theme script runs in <body> before #root, so the page never paints light.
    expect(html.indexOf("localStorage.getItem('infinyte-theme')")).toBeLessThan(html.indexOf('<div id="root">'));
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a followed link still opens the next page, its title the one a listener hears', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy | Infinyte');
    await expect(page.locator('#main h1')).toHaveText('Privacy Policy');
  });
});
