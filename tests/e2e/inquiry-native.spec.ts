import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CONFIGURED_URL } from '../../playwright.config';
import { startFakeServer, type FakeServer } from '../support/fake-servers';
import { gotoHydrated, gotoRunning } from './shell-helpers';
import { formChunk, watchChunk } from '../support/held-chunk';
import { isHydrated } from '../support/hydration';
import { SUCCESS, entries, fillInquiry, inquiryForm, statusRegion, submitButton } from './inquiry-helpers';

// The form before and without JavaScript: a native post to the same endpoint
// the app uses, answered with a page; and, with scripts, that endpoint
// forwarding to a webhook set on the server.

const stored = async (email: string) =>
  (await readFile('test-results/inquiries/inquiries.jsonl', 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.includes(email))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test.describe("with JavaScript, before the form's code has arrived", () => {
  test('a submit posts natively, shows the success words and the inquiry is stored', async ({ page }) => {
    const email = `early.${Date.now()}@northwind.example`;
    // The form's code never arrives within this test: the submit must not be lost waiting for it.
    await watchChunk(page, formChunk, { hold: true });
    await gotoRunning(page, '/contact/');
    const form = inquiryForm(page);
    await fillInquiry(form, { email });
    expect(await isHydrated(page, 'form[data-source="contact-page"]')).toBe(false);
    await submitButton(form).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    const [inquiry] = await stored(email);
    expect(inquiry).toMatchObject({ ...entries, email, marketingConsent: false });
  });

  test('the served fields say aria-required, and none is :invalid before anything was typed', async ({ page }) => {
    await watchChunk(page, formChunk, { hold: true });
    await gotoRunning(page, '/contact/');
    const form = inquiryForm(page);
    expect(await isHydrated(page, 'form[data-source="contact-page"]')).toBe(false);
    // An empty `required` field matches :invalid, which Firefox reads out as "invalid entry".
    await expect(form.locator('[required]')).toHaveCount(0);
    await expect(form.locator(':invalid')).toHaveCount(0);
    await expect(form.locator('[aria-required="true"]')).toHaveCount(7);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts natively, shows the success words and the inquiry is stored', async ({ page }) => {
    const email = `native.${Date.now()}@northwind.example`;
    await page.goto('/contact/');
    const form = inquiryForm(page);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/inquiry');
    await fillInquiry(form, { email });
    await form.getByRole('checkbox').check();
    await submitButton(form).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
    const [inquiry] = await stored(email);
    // A native post has no script to make a key: the endpoint gave it one.
    const { receivedAt, idempotencyKey, ...payload } = inquiry!;
    expect(typeof receivedAt).toBe('string');
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload).toEqual({ ...entries, email, marketingConsent: true, source: 'infinyte.ai', lang: 'en-us' });
  });

  test('a post with problems names each one and keeps every entry editable', async ({ page }) => {
    const email = `fixed.${Date.now()}@northwind.example`;
    await page.goto('/contact/');
    const form = inquiryForm(page);
    // Entries the browser's own checks let through (a blank company, a domain without a dot) that the
    // endpoint refuses: the browser stops plainer mistakes before they are sent.
    await fillInquiry(form, { email: 'amara@northwind', company: '   ' });
    await submitButton(form).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your message');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Email: Enter a valid email address, like name@company.com');
    await expect(alert).toContainText('Company: Enter your company name');
    await expect(page.getByLabel('First name')).toHaveValue(entries.firstName);
    await expect(page.getByLabel('Country')).toHaveValue(entries.country);
    await expect(page.getByLabel('Reason for contacting')).toHaveValue(entries.reasonForContacting);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    // Each problem links to its field; fixing them and sending again delivers.
    await alert.getByRole('link', { name: /Email/ }).click();
    await expect(page).toHaveURL(/#email$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Company').fill(entries.company);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
    expect(await stored(email)).toHaveLength(1);
  });

  test("an empty submit meets the browser's required-field check and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/contact/');
    const form = inquiryForm(page);
    await expect(form).not.toHaveAttribute('novalidate');
    await form.getByLabel('First name').fill(entries.firstName);
    await submitButton(form).click();

    // The browser's check blocks the post and moves focus to the first empty required field.
    await expect(form.getByLabel('Last name')).toBeFocused();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(posts).toEqual([]);
  });

  test('with an outside webhook configured, the form posts to our endpoint and stays on the site', async ({ page }) => {
    const email = `configured.${Date.now()}@northwind.example`;
    await page.goto(`${CONFIGURED_URL}/contact/`);
    const form = inquiryForm(page);
    await expect(form).toHaveAttribute('action', '/api/inquiry');
    await fillInquiry(form, { email });
    await submitButton(form).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    expect(new URL(page.url()).origin).toBe(CONFIGURED_URL);
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
  });

  test('Start a Conversation is a link to the contact page', async ({ page }) => {
    await page.goto('/');
    const trigger = page.locator('[data-conversation-trigger]').first();
    await expect(trigger).toHaveAttribute('href', '/contact/#business-inquiries-title');
    await trigger.click();
    await expect(page).toHaveURL(/\/contact\/#business-inquiries-title$/);
    await expect(inquiryForm(page)).toBeVisible();
  });
});

test.describe('with scripts, through the endpoint to a server-side webhook', () => {
  test.describe.configure({ mode: 'serial' });
  let webhook: FakeServer;
  let site: ChildProcess;
  let siteUrl: string;

  test.beforeAll(async () => {
    webhook = await startFakeServer(0, () => ({ body: { status: 'success' } }));
    site = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', 'dist', '--port', '0'], {
      env: { ...process.env, INQUIRY_WEBHOOK_URL: `${webhook.url}/hook` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    siteUrl = await new Promise<string>((resolve) => {
      site.stdout!.on('data', (chunk) => {
        const match = /(http:\/\/\S+:\d+)/.exec(String(chunk));
        if (match) resolve(match[1]!);
      });
    });
  });
  test.afterAll(async () => {
    site.kill();
    await webhook.close();
  });

  test('the webhook receives exactly the payload the form sent', async ({ page }) => {
    await gotoHydrated(page, `${siteUrl}/contact/`);
    const form = inquiryForm(page);
    await fillInquiry(form);
    await form.getByRole('checkbox').check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/inquiry') && r.method() === 'POST');
    await submitButton(form).click();
    await expect(statusRegion(form)).toHaveText(SUCCESS);

    // The form's key travels to the webhook as a header; the body is the payload alone.
    const { idempotencyKey, ...payload } = JSON.parse((await sent).postData()!) as Record<string, unknown>;
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(webhook.requests).toHaveLength(1);
    const [request] = webhook.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hook');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['idempotency-key']).toBe(idempotencyKey);
    expect(request!.body).toBe(JSON.stringify(payload));
    expect(JSON.parse(request!.body)).toStrictEqual({
      ...entries,
      marketingConsent: true,
      source: 'infinyte.ai',
      lang: 'en-us',
    });
  });

  test('a failing webhook gives the designed failure and keeps the entries', async ({ page }) => {
    webhook.respondWith(() => ({ status: 500, body: { error: 'down' } }));
    await gotoHydrated(page, `${siteUrl}/contact/`);
    const form = inquiryForm(page);
    await fillInquiry(form);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiry'));
    await submitButton(form).click();
    expect((await answer).status()).toBe(502);
    await expect(statusRegion(form)).toContainText(/could not be sent/);
    await expect(form.getByLabel('Company')).toHaveValue(entries.company);
  });
});
