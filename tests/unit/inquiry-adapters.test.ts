// The Netlify and Cloudflare Pages adapters, called as those hosts call them:
// real Request objects in, Responses out, with a webhook on 127.0.0.1 that
// records what arrives (or fails, as real webhooks do).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import netlifyInquiry from '../../netlify/functions/inquiry';
import { onRequest as cloudflareInquiry } from '../../functions/api/inquiry';
import { inquiryMessages } from '@/components/forms/inquiry-messages';
import { MAX_BODY_BYTES, MAX_FIELD_CHARS } from '@/server/inquiry/limits';
import { ICON_LINK } from '@/server/inquiry/html-page';
import { sampleInquiry } from '../support/inquiry-payload';

const payload = {
  ...sampleInquiry,
  reasonForContacting: 'An AI receptionist for our London office.',
  marketingConsent: true,
};

interface Received {
  method: string;
  contentType: string | undefined;
  body: string;
  idempotencyKey?: string;
}

let webhook: Server;
let webhookUrl: string;
let received: Received[] = [];
let webhookStatus = 200;

async function readAll(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  webhook = createServer(async (req, res) => {
    const key = req.headers['idempotency-key'];
    received.push({
      method: req.method ?? '',
      contentType: req.headers['content-type'],
      body: await readAll(req),
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
    });
    res.writeHead(webhookStatus, { 'Content-Type': 'application/json' });
    res.end(webhookStatus < 300 ? '{"status":"success"}' : '{"error":"down"}');
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise((resolve) => webhook.close(resolve)));

afterEach(() => {
  received = [];
  webhookStatus = 200;
  delete process.env.INQUIRY_WEBHOOK_URL;
  delete process.env.INQUIRY_DATA_DIR;
  vi.restoreAllMocks();
});

/** A distinct client per request, so the rate limit only bites in its own test. */
let client = 0;
const nextAddress = () => `192.0.2.${(client += 1)}`;

type Call = (request: Request, options: { webhook?: string; address?: string }) => Promise<Response>;

const hosts: [string, Call][] = [
  [
    'Netlify function',
    (request, { webhook, address }) => {
      if (webhook) process.env.INQUIRY_WEBHOOK_URL = webhook;
      return netlifyInquiry(request, { ip: address ?? nextAddress() });
    },
  ],
  [
    'Cloudflare Pages function',
    (request, { webhook, address }) => {
      const headers = new Headers(request.headers);
      headers.set('cf-connecting-ip', address ?? nextAddress());
      return cloudflareInquiry({
        request: new Request(request, { headers }),
        env: webhook ? { INQUIRY_WEBHOOK_URL: webhook } : {},
      });
    },
  ],
];

const endpoint = 'https://infinyte.example/api/inquiry';
const postJson = (body: string, headers: Record<string, string> = {}) =>
  new Request(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body,
  });
const postForm = (fields: Record<string, string>) =>
  new Request(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml' },
    body: new URLSearchParams(fields).toString(),
  });

const formFields = {
  firstName: payload.firstName,
  lastName: payload.lastName,
  company: payload.company,
  email: payload.email,
  phone: payload.phone,
  country: payload.country,
  reasonForContacting: payload.reasonForContacting,
  marketingConsent: 'true',
  inquiryRef: '',
};

describe.each(hosts)('%s', (_name, call) => {
  it('forwards the exact JSON payload to the webhook and answers success', async () => {
    const body = JSON.stringify(payload);
    const response = await call(postJson(body), { webhook: webhookUrl });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ status: 'success' });
    expect(received).toEqual([{ method: 'POST', contentType: 'application/json', body }]);
  });

  it('takes a native form post, forwards the payload and answers with the success page', async () => {
    const response = await call(postForm(formFields), { webhook: webhookUrl });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain(inquiryMessages.success);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual(payload);
  });

  it('refuses an invalid payload with each field named, and a page that keeps what was typed', async () => {
    const scripted = await call(postJson(JSON.stringify({ ...payload, email: 'nope', firstName: ' ' })), {
      webhook: webhookUrl,
    });
    expect(scripted.status).toBe(422);
    expect(await scripted.json()).toEqual({
      status: 'error',
      errors: { firstName: 'Enter your first name', email: 'Enter a valid email address, like name@company.com' },
    });

    const native = await call(postForm({ ...formFields, email: 'ada-at-example', company: '<Engines & Co>' }), {
      webhook: webhookUrl,
    });
    expect(native.status).toBe(422);
    const page = await native.text();
    expect(page).toContain('Enter a valid email address, like name@company.com');
    expect(page).toContain('value="ada-at-example"');
    expect(page).toContain('value="&lt;Engines &amp; Co&gt;"');
    expect(page).toContain('<option value="United Kingdom" selected>');
    expect(page).toContain('method="post" action="/api/inquiry"');
    expect(received).toEqual([]);
  });

  it('refuses any other content type with 415', async () => {
    const request = new Request(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'firstName=Ada',
    });
    const response = await call(request, { webhook: webhookUrl });
    expect(response.status).toBe(415);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await response.json()).status).toBe('error');
    expect(received).toEqual([]);
  });

  it('refuses an oversized body and an oversized field with 413', async () => {
    const big = await call(postJson(JSON.stringify({ ...payload, reasonForContacting: 'x'.repeat(MAX_BODY_BYTES) })), {
      webhook: webhookUrl,
    });
    expect(big.status).toBe(413);
    const longName = await call(postJson(JSON.stringify({ ...payload, company: 'x'.repeat(MAX_FIELD_CHARS + 1) })), {
      webhook: webhookUrl,
    });
    expect(longName.status).toBe(413);
    expect((await longName.json()).message).toContain('company');
    expect(received).toEqual([]);
  });

  it('answers 502 JSON when the webhook fails or cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    webhookStatus = 500;
    const failing = await call(postJson(JSON.stringify(payload)), { webhook: webhookUrl });
    expect(failing.status).toBe(502);
    expect(await failing.json()).toEqual({
      status: 'error',
      message: 'The inquiry service did not accept the message.',
    });

    const down = await call(postJson(JSON.stringify(payload)), { webhook: 'http://127.0.0.1:9/hook' });
    expect(down.status).toBe(502);
    expect(down.headers.get('content-type')).toContain('application/json');
    expect(log.mock.calls.flat().join('\n')).toContain('INQUIRY_WEBHOOK_URL');
  });

  it('drops a filled honeypot quietly', async () => {
    const response = await call(postForm({ ...formFields, inquiryRef: 'http://spam.example' }), {
      webhook: webhookUrl,
    });
    expect(response.status).toBe(200);
    expect(received).toEqual([]);
  });

  it('limits the rate per client address', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call(postJson(JSON.stringify(payload)), { webhook: webhookUrl, address })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await call(postJson(JSON.stringify(payload)), { webhook: webhookUrl });
    expect(other.status).toBe(200);
  });

  it('refuses other methods', async () => {
    const response = await call(new Request(endpoint), { webhook: webhookUrl });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('counts only accepted inquiries: five corrected posts do not use up the budget', async () => {
    const address = '198.51.100.8';
    for (let i = 0; i < 6; i += 1) {
      const invalid = await call(postForm({ ...formFields, email: `not-an-address-${i}` }), {
        webhook: webhookUrl,
        address,
      });
      expect(invalid.status).toBe(422);
    }
    const correct = await call(postForm(formFields), { webhook: webhookUrl, address });
    expect(correct.status).toBe(200);
  });

  it('carries the site headers, HSTS and a script-free policy on every answer', async () => {
    const answers = [
      await call(postJson(JSON.stringify(payload)), { webhook: webhookUrl }),
      await call(postForm({ ...formFields, email: 'nope' }), { webhook: webhookUrl }),
      await call(new Request(endpoint), { webhook: webhookUrl }),
      await call(new Request('https://infinyte.example/api/other', { method: 'POST' }), { webhook: webhookUrl }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('strict-transport-security'), String(answer.status)).toMatch(/max-age=\d+/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('refuses a post from another site with 403: a page back to the form, or JSON', async () => {
    const page = await call(
      new Request(postForm(formFields), {
        headers: { ...Object.fromEntries(postForm(formFields).headers), 'Sec-Fetch-Site': 'cross-site' },
      }),
      { webhook: webhookUrl },
    );
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<a href="/contact/">');

    const scripted = await call(postJson(JSON.stringify(payload), { Origin: 'https://evil.example' }), {
      webhook: webhookUrl,
    });
    expect(scripted.status).toBe(403);
    expect((await scripted.json()).status).toBe('error');
    expect(received).toEqual([]);

    const own = await call(
      postJson(JSON.stringify(payload), { Origin: 'https://infinyte.example', 'Sec-Fetch-Site': 'same-origin' }),
      {
        webhook: webhookUrl,
      },
    );
    expect(own.status).toBe(200);
  });

  it('gives a failed native post a key that its page sends again, so the retry is known as the same message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const address = nextAddress();
    webhookStatus = 500;
    const failed = await call(postForm(formFields), { webhook: webhookUrl, address });
    expect(failed.status).toBe(502);
    const page = await failed.text();
    expect(page).toContain(ICON_LINK);
    expect(page).not.toContain('novalidate');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    webhookStatus = 200;
    for (let i = 0; i < 2; i += 1) {
      const resent = await call(postForm({ ...formFields, idempotencyKey: key! }), { webhook: webhookUrl, address });
      expect(resent.status).toBe(200);
    }
    expect(received.map((delivery) => delivery.idempotencyKey)).toEqual([key, key]);
  });

  it('delivers a submission once: a repeat of its key answers 200 without a second webhook call', async () => {
    const idempotencyKey = crypto.randomUUID();
    const address = nextAddress();
    const first = await call(postJson(JSON.stringify({ ...payload, idempotencyKey })), {
      webhook: webhookUrl,
      address,
    });
    const again = await call(postForm({ ...formFields, idempotencyKey }), { webhook: webhookUrl, address });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toContain(inquiryMessages.success);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual(payload);
    expect(received[0]!.idempotencyKey).toBe(idempotencyKey);
  });
});

describe('Cloudflare with its rate-limiting binding', () => {
  it('asks the binding per client and refuses with 429 once it says no', async () => {
    const asked: string[] = [];
    const binding = { limit: async ({ key }: { key: string }) => ({ success: asked.push(key) <= 1 }) };
    const post = () => {
      const request = postJson(JSON.stringify(payload), { 'CF-Connecting-IP': '203.0.113.50' });
      return cloudflareInquiry({ request, env: { INQUIRY_WEBHOOK_URL: webhookUrl, INQUIRY_RATE_LIMITER: binding } });
    };
    expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(asked).toEqual(['203.0.113.50', '203.0.113.50']);
    expect(received).toHaveLength(1);
  });
});

describe('result pages', () => {
  it('link the same icon as the prerendered pages', async () => {
    const template = await readFile('index.html', 'utf8');
    const href = /href="([^"]+)"/.exec(ICON_LINK)![1]!;
    expect(template).toMatch(new RegExp(`<link rel="icon" href="${href}" type="image/svg\\+xml"`));
    expect((await readFile(join('public', href))).length).toBeGreaterThan(0);
  });
});

describe('without a webhook', () => {
  it('Netlify appends to INQUIRY_DATA_DIR when it can write there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inquiries-'));
    process.env.INQUIRY_DATA_DIR = join(dir, 'nested');
    const response = await netlifyInquiry(postJson(JSON.stringify(payload)), { ip: nextAddress() });
    expect(response.status).toBe(200);
    const [line] = (await readFile(join(dir, 'nested', 'inquiries.jsonl'), 'utf8')).trim().split('\n');
    const { receivedAt, ...stored } = JSON.parse(line!);
    expect(stored).toEqual(payload);
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });

  it('Netlify answers 503 and names INQUIRY_WEBHOOK_URL when its disk is read-only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inquiries-'));
    // A file where the folder should be: mkdir fails as it does on a read-only disk.
    await writeFile(join(dir, 'blocked'), '');
    process.env.INQUIRY_DATA_DIR = join(dir, 'blocked');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await netlifyInquiry(postJson(JSON.stringify(payload)), { ip: nextAddress() });
    expect(response.status).toBe(503);
    expect((await response.json()).status).toBe('error');
    expect(log.mock.calls.flat().join('\n')).toContain('INQUIRY_WEBHOOK_URL');
    await rm(dir, { recursive: true, force: true });
  });

  it('Cloudflare answers 503 and names INQUIRY_WEBHOOK_URL (a Pages Function has no disk)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await cloudflareInquiry({ request: postForm(formFields), env: {} });
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain('hello@infinyte.ai');
    expect(page).toContain('value="Ada"');
    expect(log.mock.calls.flat().join('\n')).toContain('INQUIRY_WEBHOOK_URL');
  });
});
