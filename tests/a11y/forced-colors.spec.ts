import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from '../support/site';
import { inquiryForm, submitButton } from '../e2e/inquiry-helpers';
import { expectScreenshot } from '../support/screenshot';

// Windows High Contrast (forced colours): the system palette replaces ours,
// so box-shadow rings vanish and only outlines and borders survive. On a few
// representative pages and states, with focus on a control, the focus
// outline must still be drawn, and the shot shows borders and icons intact.

test.use({ colorScheme: 'light' });

async function openForced(page: Page, path: string, width = 1440) {
  await page.emulateMedia({ forcedColors: 'active' });
  await openPage(page, path, { width });
}

/** Keyboard focus (so :focus-visible applies), then the outline forced colours keep. */
async function expectForcedFocusOutline(control: Locator) {
  await control.focus();
  await expect(control).toBeFocused();
  const outline = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test('header controls on the home page', async ({ page }) => {
  await openForced(page, '/');
  // Arrive by Tab so the browser treats it as keyboard focus.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expectForcedFocusOutline(focused);
  await expectScreenshot(page, 'forced-home-header-focus.png');
});

test('open desktop menu with a focused link', async ({ page }) => {
  await openForced(page, '/about');
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expectForcedFocusOutline(page.locator(':focus'));
  await expectScreenshot(page, 'forced-menu-focus.png');
});

test('mobile menu sheet with a focused group', async ({ page }) => {
  await openForced(page, '/about', 390);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const group = sheet.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
  await group.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expectForcedFocusOutline(group);
  await expectScreenshot(page, 'forced-mobile-menu-focus.png');
});

test('inquiry form with errors and a focused field', async ({ page }) => {
  await openForced(page, '/contact');
  const form = inquiryForm(page);
  await submitButton(form).click();
  const firstName = form.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expectForcedFocusOutline(firstName);
  // Forced colours override Playwright's transparent caret-color, so the caret
  // would blink into the shot; a read-only field keeps its focus but draws no caret.
  await firstName.evaluate((field) => field.setAttribute('readonly', ''));
  await expect(firstName).toBeFocused();
  await expectScreenshot(form, 'forced-form-errors-focus.png');
});

test('conversation dialog with its close button focused', async ({ page }) => {
  await openForced(page, '/');
  await page.locator('[data-conversation-trigger]').last().click();
  const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectForcedFocusOutline(page.locator(':focus'));
  await expectScreenshot(page, 'forced-dialog-focus.png');
});
