import { test } from '@playwright/test';
import { allRoutes } from '@/app/route-table';
import { expectNoAxeViolations } from '../support/axe';
import { gotoHydrated } from './shell-helpers';

const paths = [...allRoutes().map((route) => route.path), '/no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });

    for (const path of paths) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(encodeURI(path));
        await page.locator('#main h1').waitFor();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('axe on the open menus', () => {
  test.use({ reducedMotion: 'reduce' });

  test('desktop Solutions panel', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
    // Radix NavigationMenu's focus sentinel (an aria-hidden span after the open
    // trigger) only forwards Tab into the panel; it is the library's, not ours.
    await expectNoAxeViolations(page, { exclude: ['button[data-state="open"] + span[aria-hidden="true"]'] });
  });

  test('mobile sheet with a sub-menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Solutions' }).click();
    await expectNoAxeViolations(page);
  });
});
