import { expect, test, type Page } from '@playwright/test';

// Deterministic shots: a fixed clock for the copyright year, no motion.
const FIXED_TIME = new Date('2026-03-15T12:00:00Z');

async function open(page: Page, path: string, theme: 'light' | 'dark', width: number) {
  await page.clock.setFixedTime(FIXED_TIME);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.locator('#main h1').waitFor();
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`shell in the ${theme} theme`, () => {
    test('header over the hero and on the surface', async ({ page }) => {
      await open(page, '/about', theme, 1440);
      const header = page.locator('header').first();
      await expect(header).toHaveScreenshot(`header-top-${theme}.png`);
      await page.evaluate(() => window.scrollTo(0, 100));
      await expect(header).toHaveAttribute('data-at-top', 'false');
      await expect(header).toHaveScreenshot(`header-scrolled-${theme}.png`);
    });

    test('open desktop menu', async ({ page }) => {
      await open(page, '/about', theme, 1440);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
      await expect(page).toHaveScreenshot(`menu-desktop-${theme}.png`);
    });

    test('open mobile menu', async ({ page }) => {
      await open(page, '/about', theme, 390);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page).toHaveScreenshot(`menu-mobile-${theme}.png`);
      await page.getByRole('dialog').getByRole('button', { name: 'Solutions' }).click();
      await expect(page).toHaveScreenshot(`menu-mobile-solutions-${theme}.png`);
    });

    test('footer', async ({ page }) => {
      await open(page, '/about', theme, 1440);
      await expect(page.locator('footer')).toHaveScreenshot(`footer-${theme}.png`);
    });

    test('not-found page', async ({ page }) => {
      await open(page, '/no-such-page', theme, 1440);
      await expect(page).toHaveScreenshot(`not-found-${theme}.png`, { fullPage: true });
    });
  });
}
