import { expect, type Locator, type Page } from '@playwright/test';
import { fillInquiry, inquiryForm, statusRegion, submitButton } from '../e2e/inquiry-helpers';

// How the state suites reach the states a page alone does not show (menus, dialogs, form results), shared by
// the screenshot suite (tests/visual/states.spec.ts) and the accessibility-tree suite, so both review the same
// states reached the same way. Each step waits for the state's own signal, never for time.

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The desktop menu's trigger names, in order, as the page renders them. */
export async function desktopMenuNames(page: Page): Promise<string[]> {
  const names = (await mainNav(page).getByRole('button').allInnerTexts()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(0);
  return names;
}

/** Opens one desktop menu by keyboard (after a click and Escape, Radix ignores the next click until the pointer moves). */
export async function openDesktopMenu(page: Page, name: string): Promise<Locator> {
  const trigger = mainNav(page).getByRole('button', { name, exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger;
}

export async function closeDesktopMenu(page: Page, trigger: Locator) {
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** Opens the mobile menu sheet; returns the sheet. */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  // The sheet's close button opens under the pointer; whether Chromium shows its hover before the next
  // pointer move depends on timing, so the pointer moves off every control.
  await page.mouse.move(0, 0);
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  return sheet;
}

export const mobileMenuNav = (sheet: Locator) => sheet.getByRole('navigation', { name: 'Main' });

export async function mobileMenuGroups(sheet: Locator): Promise<string[]> {
  return (await mobileMenuNav(sheet).getByRole('button').allInnerTexts()).map((name) => name.trim());
}

/** Drills into one group of the mobile menu; returns its Back button (focused). */
export async function openMobileGroup(sheet: Locator, name: string): Promise<Locator> {
  const nav = mobileMenuNav(sheet);
  await nav.getByRole('button', { name, exact: true }).click();
  const back = nav.getByRole('button', { name: /Back/ });
  await expect(back).toBeFocused();
  return back;
}

/** Opens the conversation dialog from the page's last trigger; returns the dialog. */
export async function openConversationDialog(page: Page): Promise<Locator> {
  await page.locator('[data-conversation-trigger]').last().click();
  const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
  await expect(dialog).toBeVisible();
  await expect(inquiryForm(dialog, 'conversation-modal')).toBeVisible();
  return dialog;
}

/** Submits the contact page's form empty; returns the form showing its field errors. */
export async function submitEmptyInquiry(page: Page): Promise<Locator> {
  const form = inquiryForm(page);
  await submitButton(form).click();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  return form;
}

/** Inquiries are never answered, so a sent form stays in its sending state. Call before opening the page. */
export const holdInquiries = (page: Page) => page.route('**/api/inquiry', () => undefined);

/** Inquiries fail with a server error. Call before opening the page. */
export const failInquiries = (page: Page) =>
  page.route('**/api/inquiry', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error"}' }),
  );

/** Inquiries succeed. Call before opening the page. */
export const acceptInquiries = (page: Page) =>
  page.route('**/api/inquiry', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success"}' }),
  );

/** Fills and sends the contact page's form; returns it once its status region shows `status`. */
export async function sendInquiry(page: Page, status: RegExp): Promise<Locator> {
  const form = inquiryForm(page);
  await fillInquiry(form);
  await submitButton(form).click();
  await expect(statusRegion(form)).toHaveText(status);
  return form;
}

/** Opens a case study's gallery lightbox on its first picture; returns the dialog. */
export async function openGalleryLightbox(page: Page): Promise<Locator> {
  // Inside main: the header's mobile menu trigger is also a dialog trigger (hidden at this width).
  await page.locator('#main button[aria-haspopup="dialog"]:has(img)').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Image 1 of');
  return dialog;
}
