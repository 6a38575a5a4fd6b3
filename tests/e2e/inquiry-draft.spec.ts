import { expect, test, type Page, type Route } from '@playwright/test';
import { gotoHydrated, gotoRunning } from './shell-helpers';
import { isHydrated } from '../support/hydration';
import {
  SUCCESS,
  entries,
  expectEntriesKept,
  fillInquiry,
  inquiryForm,
  statusRegion,
  submitButton,
} from './inquiry-helpers';

// The form never loses words: what was typed in the conversation dialog comes
// back when it is opened again, fields are read-only while a message sends,
// and a message still sending when the dialog closes ends in an outcome the
// visitor sees.

async function openDialog(page: Page) {
  await page.locator('[data-conversation-trigger]').last().click();
  const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
  await expect(dialog).toBeVisible();
  return { dialog, form: inquiryForm(dialog, 'conversation-modal') };
}

/** Holds every POST to the endpoint until the test answers it. */
async function holdPosts(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/inquiry', (route) => void held.push(route));
  return {
    answer: async (status: number, body: unknown) => {
      await expect.poll(() => held.length).toBe(1);
      await held[0]!.fulfill({ status, json: body });
    },
  };
}

test('a draft in the dialog comes back after closing it', async ({ page }) => {
  await gotoHydrated(page, '/');
  const first = await openDialog(page);
  await first.form.getByLabel('First name').fill('Amara');
  await first.form.getByLabel('Reason for contacting').fill('Half-written thoughts');
  await page.keyboard.press('Escape');
  await expect(first.dialog).toBeHidden();

  const again = await openDialog(page);
  await expect(again.form.getByLabel('First name')).toHaveValue('Amara');
  await expect(again.form.getByLabel('Reason for contacting')).toHaveValue('Half-written thoughts');
});

test('closing the dialog while sending: the success still shows, and the form starts empty', async ({ page }) => {
  const posts = await holdPosts(page);
  await gotoHydrated(page, '/');
  const { dialog, form } = await openDialog(page);
  await fillInquiry(form);
  await submitButton(form).click();
  await expect(submitButton(form)).toHaveText('Message Send ...');
  await expect(form.getByLabel('Company')).toHaveAttribute('readonly', '');
  await form.getByLabel('Company').pressSequentially('typed while sending');
  await expect(form.getByLabel('Company')).toHaveValue(entries.company);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await posts.answer(200, { status: 'success' });
  await expect(page.locator('[data-inquiry-notice]')).toHaveText(SUCCESS);

  const again = await openDialog(page);
  await expect(again.form.getByLabel('First name')).toHaveValue('');
  await expect(page.locator('[data-inquiry-notice]')).toBeEmpty();
});

test('closing the dialog while sending: a failure says so and the words are waiting', async ({ page }) => {
  const posts = await holdPosts(page);
  await gotoHydrated(page, '/');
  const { dialog, form } = await openDialog(page);
  await fillInquiry(form);
  await submitButton(form).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await posts.answer(502, { status: 'error', message: 'The inquiry service did not accept the message.' });

  const notice = page.locator('[data-inquiry-notice]');
  await expect(notice).toContainText(/could not be sent/);
  await notice.getByRole('button', { name: 'Review your message' }).click();
  const reopened = inquiryForm(page.getByRole('dialog', { name: 'Start a Conversation' }), 'conversation-modal');
  await expect(notice).toBeEmpty();
  await expectEntriesKept(reopened);
  await expect(statusRegion(reopened)).toContainText(/could not be sent/);
});

/** Leaves /contact for the home page by its logo, a document navigation, and comes back with the browser's Back. */
async function leaveAndComeBack(page: Page) {
  // Back at the top, where the header shows.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('#main h1')).toHaveText('Human Potential, Amplified by AI');
  await page.goBack();
  await expect(page).toHaveURL(/\/contact\/$/);
}

test('on /contact, words typed before the form code arrived come back after leaving the page and coming back', async ({
  page,
}) => {
  await gotoRunning(page, '/contact');
  const form = inquiryForm(page);
  // Typed into the prerendered form: the first key fetches its code, which takes over without losing a word.
  await fillInquiry(form);
  await expect.poll(() => isHydrated(page, 'form[data-source="contact-page"]')).toBe(true);
  await expectEntriesKept(form);

  await leaveAndComeBack(page);
  await expectEntriesKept(inquiryForm(page));
});

test('on /contact, a form left before its code was needed works as before when the visitor comes back', async ({
  page,
}) => {
  await gotoRunning(page, '/contact');
  await leaveAndComeBack(page);
  const form = inquiryForm(page);
  // The visitor's first move inside the form brings its code.
  await form.getByLabel('First name').focus();
  await expect.poll(() => isHydrated(page, 'form[data-source="contact-page"]')).toBe(true);
  await submitButton(form).click();
  // Validated by the app, not posted: the page stays and the first field is marked.
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/contact\/$/);
});
