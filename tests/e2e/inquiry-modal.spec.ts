import { expect, test } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';
import { SUCCESS, fillInquiry, inquiryForm, statusRegion, submitButton } from './inquiry-helpers';

// The conversation modal, opened from the floating Start a Conversation control.
test.describe('conversation modal', () => {
  test('opens from the floating control, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = page.locator('[data-conversation-trigger]').last();
    await trigger.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/within one business day/);
    await expect(inquiryForm(dialog, 'conversation-modal')).toBeVisible();

    // Tab round the whole dialog: focus never leaves it.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the close button has a name and returns focus too', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = page.locator('[data-conversation-trigger]').last();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the form and dialog code is not part of the first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.url()));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    const trigger = page.locator('[data-conversation-trigger]').last();
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('sends an inquiry from the modal', async ({ page }) => {
    await page.route('**/api/inquiry', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success"}' }),
    );
    await gotoHydrated(page, '/');
    await page.locator('[data-conversation-trigger]').last().click();
    const form = inquiryForm(page.getByRole('dialog'), 'conversation-modal');
    await fillInquiry(form);
    await submitButton(form).click();
    await expect(statusRegion(form)).toHaveText(SUCCESS);
  });
});
