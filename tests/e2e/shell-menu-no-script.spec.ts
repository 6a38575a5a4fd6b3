import { expect, test } from '@playwright/test';

// The menus before and without JavaScript: every panel's links are in the
// served HTML and open by hover, keyboard focus (desktop) or a native
// disclosure (mobile), so no page needs scripts to be reached.
test.use({ javaScriptEnabled: false });

test('desktop panels open on hover and on keyboard focus, and their links work', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const demo = nav.getByRole('link', { name: 'Request a Demo' });
  await expect(demo).toBeHidden();

  await nav.getByRole('button', { name: 'Get Started' }).hover();
  await expect(demo).toBeVisible();

  await page.mouse.move(0, 800);
  await expect(demo).toBeHidden();
  await nav.getByRole('button', { name: 'Philosophy' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Why Infinyte' })).toBeFocused();

  await nav.getByRole('button', { name: 'Get Started' }).hover();
  await demo.click();
  await expect(page).toHaveURL(/\/get-started\/request-a-demo\/$/);
  await expect(page.locator('#main h1')).toBeVisible();
});

test('the mobile menu is a disclosure listing every menu link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menu = page.locator('details[data-menu-fallback]');
  const link = menu.getByRole('link', { name: 'Symbolism Behind the Logo' });
  await expect(link).toBeHidden();
  await menu.locator('summary').click();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/philosophy\/symbolism-behind-the-logo\/$/);
});
