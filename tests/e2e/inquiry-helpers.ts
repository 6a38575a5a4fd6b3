import { expect, type Locator, type Page } from '@playwright/test';
import { entries } from '../support/inquiry-entries';

// Shared steps of the inquiry specs: find the form, fill it as a visitor would.

export { FAILURE, SUCCESS, entries } from '../support/inquiry-entries';

export function inquiryForm(scope: Page | Locator, source: 'contact-page' | 'conversation-modal' = 'contact-page') {
  return scope.locator(`form[data-source="${source}"]`);
}

export async function fillInquiry(form: Locator, overrides: Partial<typeof entries> = {}) {
  const values = { ...entries, ...overrides };
  await form.getByLabel('First name').fill(values.firstName);
  await form.getByLabel('Last name').fill(values.lastName);
  await form.getByLabel('Company').fill(values.company);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Country').selectOption(values.country);
  await form.getByLabel('Reason for contacting').fill(values.reasonForContacting);
  return values;
}

export async function expectEntriesKept(form: Locator, values = entries) {
  await expect(form.getByLabel('First name')).toHaveValue(values.firstName);
  await expect(form.getByLabel('Last name')).toHaveValue(values.lastName);
  await expect(form.getByLabel('Company')).toHaveValue(values.company);
  await expect(form.getByLabel('Email')).toHaveValue(values.email);
  await expect(form.getByLabel('Phone')).toHaveValue(values.phone);
  await expect(form.getByLabel('Country')).toHaveValue(values.country);
  await expect(form.getByLabel('Reason for contacting')).toHaveValue(values.reasonForContacting);
}

export const statusRegion = (form: Locator) => form.getByRole('status');
export const submitButton = (form: Locator) => form.getByRole('button', { name: /Send Message|Message Send/ });
