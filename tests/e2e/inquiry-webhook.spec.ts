import { expect, test } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';
import { CONFIGURED_URL } from '../../playwright.config';
import { FAKE_PORTS, startFakeServer, type FakeServer } from '../support/fake-servers';
import { SUCCESS, entries, fillInquiry, inquiryForm, statusRegion, submitButton } from './inquiry-helpers';

// The configured build posts to an outside webhook; a local receiver stands in
// for it and checks the exact request the real client code sends.
test.describe.configure({ mode: 'serial' });

let webhook: FakeServer;
test.beforeAll(async () => {
  webhook = await startFakeServer(FAKE_PORTS.webhook, () => ({ body: { status: 'success' } }));
});
// The home page also asks the blog API; answer here so blog-api.spec.ts's server sees only its own page.
test.beforeEach(({ page }) =>
  page.route(`http://127.0.0.1:${FAKE_PORTS.blogApi}/**`, (route) => route.fulfill({ json: [] })),
);
test.afterAll(() => webhook.close());

test('the webhook receives exactly the inquiry payload as JSON', async ({ page }) => {
  await gotoHydrated(page, `${CONFIGURED_URL}/`);
  await page.locator('[data-conversation-trigger]').last().click();
  const form = inquiryForm(page.getByRole('dialog'), 'conversation-modal');
  await fillInquiry(form, { firstName: '  Amara ' });
  await form.getByRole('checkbox').check();
  await submitButton(form).click();
  await expect(statusRegion(form)).toHaveText(SUCCESS);

  expect(webhook.requests).toHaveLength(1);
  const [request] = webhook.requests;
  expect(request!.method).toBe('POST');
  expect(request!.path).toBe('/hook');
  expect([...request!.query.keys()]).toEqual([]);
  expect(request!.headers['content-type']).toBe('application/json');
  expect(JSON.parse(request!.body)).toStrictEqual({
    firstName: 'Amara',
    lastName: entries.lastName,
    company: entries.company,
    email: entries.email,
    phone: entries.phone,
    country: entries.country,
    reasonForContacting: entries.reasonForContacting,
    marketingConsent: true,
    source: 'infinyte.ai',
    lang: 'en-us',
  });
});

test('a webhook answering without success keeps the entries', async ({ page }) => {
  webhook.respondWith(() => ({ status: 200, body: { status: 'failed' } }));
  await gotoHydrated(page, `${CONFIGURED_URL}/`);
  await page.locator('[data-conversation-trigger]').last().click();
  const form = inquiryForm(page.getByRole('dialog'), 'conversation-modal');
  await fillInquiry(form);
  await submitButton(form).click();
  await expect(statusRegion(form)).toContainText(/could not be sent/);
  await expect(form.getByLabel('Company')).toHaveValue(entries.company);
});
