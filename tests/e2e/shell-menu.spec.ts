import { expect, test } from '@playwright/test';
import { gotoHydrated, gotoServed } from './shell-helpers';
import { headerChunk, watchChunk } from '../support/held-chunk';
import { isHydrated } from '../support/hydration';

const desktopNav = 'header nav[aria-label="Main"]:not(details nav)';

test.describe('desktop menu at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens, follows and closes by keyboard; Escape returns focus to the trigger', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const platform = nav.getByRole('button', { name: 'Platform' });
    await platform.focus();
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await expect(platform).toBeFocused();

    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    const external = page.getByRole('link', { name: /Growth Platform.*opens in a new tab/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Click to Start a Conversation' })).toHaveAttribute(
      'href',
      '/contact/',
    );

    // A document navigation: the next page opens at its top, its menu closed.
    await page.getByRole('link', { name: /Digital Workforce Twelve/ }).click();
    await expect(page).toHaveURL(/\/digital-workforce\/$/);
    await expect(page.locator('#main h1')).toHaveText(/Digital Workforce/);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  test("its code waits for the visitor's first act, then hydrates the menu before the pointer reaches it", async ({
    page,
  }) => {
    const chunk = await watchChunk(page, headerChunk);
    const react: string[] = [];
    page.on('request', (request) => /\/hydrate-root-[^/]*\.js$/.test(request.url()) && react.push(request.url()));
    await page.goto('/about/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="modulepreload"]').count(), 'nothing preloaded on a copy page').toBe(0);
    expect(chunk.requested(), "the header's code, before any act").toBe(0);
    expect(react, 'React, before any act').toEqual([]);
    expect(await isHydrated(page, desktopNav)).toBe(false);
    // The visitor's pointer comes onto the page, far from the menu.
    await page.mouse.move(720, 700);
    await expect.poll(() => isHydrated(page, desktopNav)).toBe(true);
    expect(chunk.requested()).toBe(1);
    expect(react).toHaveLength(1);
  });

  test('a click on a trigger before the code has arrived opens its panel once it has', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const chunk = await watchChunk(page, headerChunk, { hold: true });
    await gotoServed(page, '/about');
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await solutions.click();
    // The pointer leaves, so nothing but the click can open the panel.
    await page.mouse.move(700, 800);
    await expect.poll(chunk.requested).toBe(1);
    expect(await isHydrated(page, desktopNav)).toBe(false);

    chunk.release();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Digital Workforce Twelve/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Enter on a trigger before the code has arrived opens its panel, and Tab enters it', async ({ page }) => {
    const chunk = await watchChunk(page, headerChunk, { hold: true });
    await gotoServed(page, '/about');
    const platform = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Platform' });
    await platform.focus();
    await page.keyboard.press('Enter');
    await expect.poll(chunk.requested).toBe(1);

    chunk.release();
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await expect(platform).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Overview' })).toBeFocused();
  });

  test('a pointer resting on a trigger while the code arrives keeps its panel open', async ({ page }) => {
    const chunk = await watchChunk(page, headerChunk, { hold: true });
    await gotoServed(page, '/about');
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await solutions.hover();
    // Before the code: the script-free panel, shown by CSS on hover.
    await expect(page.getByRole('link', { name: /Digital Workforce Twelve/ })).toBeVisible();
    await expect.poll(chunk.requested).toBe(1);

    chunk.release();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Digital Workforce Twelve/ })).toBeVisible();
    await page.mouse.move(700, 800);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  test('marks the current page', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a sheet, drills down, goes Back with focus returned, closes on Escape', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // While the modal sheet is open the page behind it is hidden from the accessibility tree.
    const trigger = page.locator('header [aria-label="Menu"]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    const nav = sheet.getByRole('navigation', { name: 'Main' });

    const philosophy = nav.getByRole('button', { name: 'Philosophy' });
    await philosophy.focus();
    await page.keyboard.press('Enter');
    const back = nav.getByRole('button', { name: /Back/ });
    await expect(back).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Why Infinyte' })).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(philosophy).toBeFocused();
    await expect(philosophy).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('closes when a link is followed', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Get Started' }).click();
    await nav.getByRole('link', { name: 'Request a Demo' }).click();
    await expect(page).toHaveURL(/\/get-started\/request-a-demo\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#main h1')).toHaveText('Request a Demo');
  });

  test('closes when the window grows past 991 px, where the desktop menu takes over', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const trigger = page.locator('header [aria-label="Menu"]');
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();

    await page.setViewportSize({ width: 991, height: 844 });
    await expect(sheet).toBeVisible();
    await page.setViewportSize({ width: 992, height: 844 });
    await expect(sheet).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }),
    ).toBeVisible();

    // Shrinking again does not bring the sheet back by itself.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(sheet).toBeHidden();
  });
});
