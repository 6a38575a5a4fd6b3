import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleInquiry, MAX_BODY_BYTES } from '../../scripts/inquiry-receiver';

const payload = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  reasonForContacting: 'An AI receptionist for our London office.',
  marketingConsent: true,
  source: 'infinyte.ai',
  lang: 'en-us',
};

let server: Server;
let url: string;
let dir: string;
const file = () => join(dir, 'nested', 'inquiries.jsonl');

beforeAll(async () => {
  server = createServer((req, res) => {
    handleInquiry(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/inquiry`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inquiries-'));
  process.env.INQUIRY_DATA_DIR = join(dir, 'nested');
  return async () => {
    delete process.env.INQUIRY_DATA_DIR;
    await rm(dir, { recursive: true, force: true });
  };
});

const post = (body: string) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('inquiry receiver', () => {
  it('stores a valid inquiry as one JSON line and answers success', async () => {
    const response = await post(JSON.stringify(payload));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    await post(JSON.stringify({ ...payload, firstName: 'Grace' }));

    const lines = (await readFile(file(), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    const { receivedAt, ...stored } = lines[0];
    expect(stored).toEqual(payload);
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
    expect(lines[1].firstName).toBe('Grace');
  });

  it('rejects an invalid payload with field messages and writes nothing', async () => {
    const response = await post(JSON.stringify({ ...payload, email: 'nope', firstName: ' ' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { firstName: 'Enter your first name', email: 'Enter a valid email address, like name@company.com' },
    });
    expect(existsSync(file())).toBe(false);
  });

  it('rejects unknown fields such as a honeypot', async () => {
    const response = await post(JSON.stringify({ ...payload, website: 'spam' }));
    expect(response.status).toBe(422);
    expect(existsSync(file())).toBe(false);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await post('firstName=Ada');
    expect(response.status).toBe(400);
    expect((await response.json()).status).toBe('error');
    expect(existsSync(file())).toBe(false);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await post(JSON.stringify({ ...payload, reasonForContacting: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(existsSync(file())).toBe(false);
  });

  it('answers the CORS preflight and refuses other methods', async () => {
    const preflight = await fetch(url, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const get = await fetch(url);
    expect(get.status).toBe(405);
  });
});
