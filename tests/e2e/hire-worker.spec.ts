import { expect, test } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';
import { fillInquiry, inquiryForm, submitButton } from './inquiry-helpers';

// 'Hire {name}' opens the conversation about that worker: the dialog names it,
// the reason is written for the visitor and stays editable, and what is sent
// is what the visitor finally sees in the field.
test.describe('hire a worker', () => {
  test('the worker page names Leo and sends the edited reason', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/api/inquiry', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success"}' });
    });
    await gotoHydrated(page, '/digital-workforce/leo-outreach-specialist');
    await page.getByRole('button', { name: 'Hire Leo' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await expect(dialog).toHaveAccessibleDescription(/Hiring Leo, Outreach Specialist/);
    const form = inquiryForm(dialog, 'conversation-modal');
    const reason = form.getByLabel('Reason for contacting');
    await expect(reason).toHaveValue(/^I would like to hire Leo, your Outreach Specialist\./);

    const prefilled = await reason.inputValue();
    await fillInquiry(form, { reasonForContacting: `${prefilled}outbound to 400 logistics accounts in Ontario.` });
    await submitButton(form).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      reasonForContacting:
        'I would like to hire Leo, your Outreach Specialist. The work I have in mind for Leo: outbound to 400 logistics accounts in Ontario.',
    });
  });

  test('a worker card names its own worker, and the floating control afterwards names none', async ({ page }) => {
    await gotoHydrated(page, '/digital-workforce');
    await page
      .locator('#all-workers [data-slot="worker-card"]')
      .last()
      .getByRole('button', { name: 'Hire Zoe' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await expect(dialog).toHaveAccessibleDescription(/Hiring Zoe, Business Analyst/);
    await expect(inquiryForm(dialog, 'conversation-modal').getByLabel('Reason for contacting')).toHaveValue(
      /hire Zoe, your Business Analyst/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.locator('[data-conversation-trigger]').last().click();
    await expect(dialog).not.toHaveAccessibleDescription(/Hiring/);
    await expect(inquiryForm(dialog, 'conversation-modal').getByLabel('Reason for contacting')).toHaveValue('');
  });

  test('Book a consultation on /contact leads to the form beside it', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const link = page.getByRole('link', { name: 'Book a consultation' });
    await expect(link).toHaveAttribute('href', '#business-inquiries');
    await link.click();
    await expect(page).toHaveURL(/\/contact\/?#business-inquiries$/);
    await expect(inquiryForm(page, 'contact-page')).toBeInViewport();
  });
});
