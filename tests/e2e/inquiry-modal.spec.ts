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
    // Modal, with focus on its first control: entering the dialog, a screen reader says its role, title and
    // description, then Close (Orca's transcript, tests/screen-reader/__transcripts__/dialog.txt). Focus on the
    // panel itself was heard as its whole text and 'clickable', without the role.
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

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

  test('nothing in the dialog that can take focus lacks a role or a name, a scrolling box included', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.locator('[data-conversation-trigger]').last().click();
    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await expect(inquiryForm(dialog, 'conversation-modal')).toBeVisible();
    // What a browser may focus: controls, anything with a tabindex, and a box whose content scrolls (Firefox
    // puts one in the tab order, and Orca read it as "clickable." alone). Parts hidden from everyone are left out.
    const candidates = await dialog.evaluate((root) => {
      const scrolls = (element: Element) => {
        const { overflowX, overflowY } = getComputedStyle(element);
        const scrollable = (value: string) => value === 'auto' || value === 'scroll';
        return (
          (scrollable(overflowY) && element.scrollHeight > element.clientHeight) ||
          (scrollable(overflowX) && element.scrollWidth > element.clientWidth)
        );
      };
      const focusable = [root, ...root.querySelectorAll('*')].filter(
        (element) =>
          !element.closest('[aria-hidden="true"]') &&
          (element.matches('a[href], button, input, select, textarea, [tabindex]') || scrolls(element)),
      );
      const implicit: Record<string, string> = { A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox' };
      return focusable.map((element, index) => {
        element.setAttribute('data-focus-candidate', String(index));
        const input = element instanceof HTMLInputElement ? (element.type === 'checkbox' ? 'checkbox' : 'textbox') : '';
        return element.getAttribute('role') ?? (implicit[element.tagName] || input || `none (${element.tagName})`);
      });
    });
    expect(candidates.length).toBeGreaterThan(10);
    expect(candidates.filter((role) => role.startsWith('none'))).toEqual([]);
    for (const index of candidates.keys()) {
      await expect(page.locator(`[data-focus-candidate="${index}"]`)).toHaveAccessibleName(/\S/);
    }
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
