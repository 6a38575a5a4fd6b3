import { expect, test } from '@playwright/test';
import { gotoHydrated, gotoRunning } from './shell-helpers';
import { formChunk, watchChunk } from '../support/held-chunk';
import { isHydrated } from '../support/hydration';
import { readFile } from 'node:fs/promises';
import {
  FAILURE,
  SUCCESS,
  entries,
  expectEntriesKept,
  fillInquiry,
  inquiryForm,
  statusRegion,
  submitButton,
} from './inquiry-helpers';

// The form's code (with react-hook-form and zod) is its own chunk, loaded when the visitor starts on the form
// (the contact-form island, src/islands/contact-form.island.tsx).
const contactForm = 'form[data-source="contact-page"]';
const requiredLabels = ['First name', 'Last name', 'Company', 'Email', 'Phone', 'Country', 'Reason for contacting'];

// The inquiry form on /contact, against the default build, which posts to the
// inquiry endpoint at /api/inquiry (src/server/inquiry, mounted by scripts/serve.ts).
test.describe('inquiry form on /contact', () => {
  test('its code is not fetched as the page loads, and is fetched when focus enters the form', async ({ page }) => {
    const chunk = await watchChunk(page, formChunk);
    await gotoRunning(page, '/contact');
    await page.waitForLoadState('networkidle');
    expect(chunk.requested()).toBe(0);
    expect(await isHydrated(page, contactForm)).toBe(false);

    await inquiryForm(page).getByLabel('First name').focus();
    await expect.poll(chunk.requested).toBe(1);
    await expect.poll(() => isHydrated(page, contactForm)).toBe(true);
  });

  test('what is typed before the code arrives is kept, and sends once it has', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const chunk = await watchChunk(page, formChunk, { hold: true });
    await gotoRunning(page, '/contact');
    const form = inquiryForm(page);
    await fillInquiry(form);
    await form.getByRole('checkbox').check();
    expect(chunk.requested()).toBe(1);
    expect(await isHydrated(page, contactForm)).toBe(false);

    chunk.release();
    await expect.poll(() => isHydrated(page, contactForm)).toBe(true);
    await expectEntriesKept(form);
    await expect(form.getByRole('checkbox')).toBeChecked();
    // The app sends it now (no page load): the words are reported in the form and the fields reset.
    await submitButton(form).click();
    await expect(statusRegion(form)).toContainText(SUCCESS);
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(errors).toEqual([]);
  });

  test('an empty submit sends nothing, explains every field and focuses the first', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await submitButton(form).click();

    const firstName = form.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(/Enter your first name/);
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/Enter your email address/);
    await expect(form.getByLabel('Country')).toHaveAccessibleDescription(/Choose your country/);
    expect(posts).toEqual([]);
  });

  test('no field is invalid before a send; a refused send marks exactly the failed ones and counts them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    // What Firefox reads as "invalid entry": aria-invalid, or a control matching :invalid (an empty required one).
    const invalidFields = () =>
      form
        .locator('input, select, textarea')
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.matches(':invalid') || control.hasAttribute('aria-invalid'))
            .map((control) => control.getAttribute('name')),
        );
    expect(await invalidFields()).toEqual([]);
    await form.getByLabel('First name').fill(entries.firstName);
    await form.getByLabel('First name').blur();
    expect(await invalidFields()).toEqual([]);

    await form.getByLabel('Email').fill(entries.email);
    await submitButton(form).click();
    await expect(form.getByLabel('Last name')).toBeFocused();
    expect(await invalidFields()).toEqual(['lastName', 'company', 'phone', 'country', 'reasonForContacting']);
    await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(statusRegion(form)).toHaveText('Your message has not been sent yet: 5 fields need attention.');

    // Sent again as it is: the count is announced again, as a new node of the live region.
    const announcement = statusRegion(form).locator('[data-slot="visually-hidden"]');
    await announcement.evaluate((node) => node.setAttribute('data-first-announcement', ''));
    await submitButton(form).click();
    await expect(announcement).toHaveText('Your message has not been sent yet: 5 fields need attention.');
    await expect(announcement).not.toHaveAttribute('data-first-announcement');
  });

  test('the consent text is read beside the Send button, not as its description', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await expect(submitButton(form)).not.toHaveAttribute('aria-describedby');
    await expect(submitButton(form)).toHaveAccessibleDescription('');
    await expect(form.getByText(/By submitting this form/)).toBeVisible();
  });

  test('validating and sending break no rule of the content security policy', async ({ page }) => {
    // The served CSP allows no eval; a library that probes for it is reported by the browser.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await submitButton(form).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    await fillInquiry(form);
    await form.getByRole('checkbox').check();
    await submitButton(form).click();
    await expect(statusRegion(form)).toContainText(SUCCESS);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });

  test('native attributes agree with the schema', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await expect(form).toHaveAttribute('novalidate', '');
    // The form checks itself: required is said with aria-required, never left to the browser's :invalid.
    for (const label of requiredLabels) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-required', 'true');
      await expect(form.getByLabel(label)).not.toHaveAttribute('required');
    }
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy/');
  });

  test('a malformed email is refused with its own message', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await fillInquiry(form, { email: 'amara-at-northwind' });
    await submitButton(form).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/Enter a valid email address/);
  });

  test('success is announced for 5 s, then hidden, and the fields reset', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    const email = `amara+${Date.now()}@northwind.example`;
    await fillInquiry(form, { email });
    await form.getByRole('checkbox').check();

    // Stop the clock's natural flow so only runFor moves time from here on.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiry') && r.request().method() === 'POST');
    await submitButton(form).click();
    expect((await answer).status()).toBe(200);

    await expect(statusRegion(form)).toHaveText(SUCCESS);
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Country')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    await page.clock.runFor(4_900);
    await expect(statusRegion(form)).toHaveText(SUCCESS);
    await page.clock.runFor(200);
    await expect(statusRegion(form)).toHaveText('');

    // The local receiver stored exactly the payload, once.
    const stored = (await readFile('test-results/inquiries/inquiries.jsonl', 'utf8').catch(() => ''))
      .split('\n')
      .filter((line) => line.includes(email))
      .map((line) => JSON.parse(line));
    expect(stored).toHaveLength(1);
    // With the key the form made for this draft, so a repeat of it would be dropped.
    const { receivedAt, idempotencyKey, ...payload } = stored[0];
    expect(typeof receivedAt).toBe('string');
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload).toEqual({ ...entries, email, marketingConsent: true, source: 'infinyte.ai', lang: 'en-us' });
  });

  test('while sending, the button says so and a second submit posts nothing', async ({ page }) => {
    let posts = 0;
    await page.route('**/api/inquiry', () => {
      posts += 1; // never answered
    });
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await fillInquiry(form);
    const button = submitButton(form);
    await button.click();
    await expect(button).toHaveText('Message Send ...');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await form.getByLabel('Company').press('Enter');
    await button.dispatchEvent('click');
    await expect(statusRegion(form)).toHaveText(/Sending your message/);
    expect(posts).toBe(1);
  });

  const failures = [
    { name: 'an HTTP 500', fulfil: { status: 500, contentType: 'application/json', body: '{"status":"error"}' } },
    { name: 'a non-JSON answer', fulfil: { status: 200, contentType: 'text/html', body: '<html>Bad gateway</html>' } },
    {
      name: 'a JSON answer without success',
      fulfil: { status: 200, contentType: 'application/json', body: '{"status":"queued"}' },
    },
  ];
  for (const { name, fulfil } of failures) {
    test(`${name} keeps every entry and offers retry and email`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.route('**/api/inquiry', (route) => route.fulfill(fulfil));
      await gotoHydrated(page, '/contact');
      const form = inquiryForm(page);
      await fillInquiry(form);
      await submitButton(form).click();

      await expect(statusRegion(form)).toContainText(FAILURE);
      await expect(statusRegion(form).getByRole('link', { name: 'hello@infinyte.ai' })).toHaveAttribute(
        'href',
        'mailto:hello@infinyte.ai',
      );
      await expectEntriesKept(form);
      await expect(submitButton(form)).toHaveText('Send Message');
      expect(errors.some((text) => text.includes('The inquiry could not be sent'))).toBe(true);

      // Try again re-submits the kept entries; this time the service accepts.
      await page.unroute('**/api/inquiry');
      await page.route('**/api/inquiry', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success"}' }),
      );
      await statusRegion(form).getByRole('button', { name: 'Try again' }).click();
      await expect(statusRegion(form)).toHaveText(SUCCESS);
    });
  }

  test('a request that never answers times out after 120 s and keeps the entries', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/inquiry', () => {
      // never answered: the client's own timeout must end it
    });
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    await fillInquiry(form);
    // Stop the clock's natural flow so only runFor moves time from here on: on a loaded machine the flowing clock
    // has passed the 120 s before the sending state was read (seen in full runs; the cause is not yet known).
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await submitButton(form).click();
    await expect(submitButton(form)).toHaveText('Message Send ...');

    await page.clock.runFor(119_000);
    await expect(submitButton(form)).toHaveText('Message Send ...');
    await page.clock.runFor(1_000);
    await expect(statusRegion(form)).toContainText(FAILURE);
    await expectEntriesKept(form);
  });

  test('a filled honeypot looks sent but posts nothing', async ({ page }) => {
    let posts = 0;
    await page.route('**/api/inquiry', (route) => {
      posts += 1;
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success"}' });
    });
    await gotoHydrated(page, '/contact');
    const form = inquiryForm(page);
    const honeypot = form.locator('input[name="inquiryRef"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await fillInquiry(form);
    await honeypot.fill('http://spam.example', { force: true });
    await submitButton(form).click();
    await expect(statusRegion(form)).toHaveText(SUCCESS);
    expect(posts).toBe(0);
  });
});
