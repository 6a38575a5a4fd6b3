import { expect, test } from '@playwright/test';
import { holdApp } from '../support/cold-page';
import { expectTheme } from '../support/site';

// A visitor who has not chosen a theme meets the system's, whenever the system switches (at dusk, say), before
// the app's code has run as after. A clean-clone run once saw <html> stay dark for 10 s on this page after the
// system turned light: only the app's theme toggle listened to the system, on a MediaQueryList of its own, so a
// page whose toggle was not mounted followed nothing. The start script follows from the first byte now
// (startTheme, src/lib/early/theme-start.ts); the app's entry is held back here so that only it can answer.

const path = '/case-studies/crumb-club/';

test.describe('the theme follows the system', () => {
  test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });

  test('before the app has run and after it hydrated', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto(path);
    await page.locator('#main h1').waitFor();
    await expectTheme(page, 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');

    app.release();
    await page.locator('html[data-hydrated="true"]').waitFor();
    // The toggle mounted after the switch says what is shown.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('a choice made with the toggle wins over the system', async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await toggle.click();
    await expectTheme(page, 'dark');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    // The next frame has had the change; the chosen theme stays.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectTheme(page, 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
