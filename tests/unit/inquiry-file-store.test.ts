// The Node host's inquiry file when the disk fills up: a failed append leaves
// no partial line, the next inquiry is a line of its own, every 200 was synced
// first, and the visitor gets 503 with their words kept and the owner a log line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStore, inquiriesFile, nodeStoreFs, type StoreFs } from '@/server/inquiry/file-store';
import { handleInquiry } from '@/server/inquiry/handler';
import { createIdempotencyLedger } from '@/server/inquiry/idempotency';
import { createRateLimiter } from '@/server/inquiry/rate-limit';
import { sampleInquiry } from '../support/inquiry-payload';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inquiry-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/**
 * The real file system, except that while `full.on` a write puts down half its bytes and then fails as a full
 * disk does. `ops` records the order of writes and syncs.
 */
function fillingFs(full: { on: boolean }, ops: string[] = []): StoreFs {
  return {
    mkdir: nodeStoreFs.mkdir,
    async open(path) {
      const file = await nodeStoreFs.open(path);
      return {
        stat: () => file.stat(),
        read: (...args) => file.read(...args),
        truncate: (length) => file.truncate(length),
        close: () => file.close(),
        async write(buffer, offset, length, position) {
          ops.push('write');
          if (!full.on) return file.write(buffer, offset, length, position);
          await file.write(buffer, offset, Math.floor(length / 2), position);
          throw diskFull();
        },
        async sync() {
          ops.push('sync');
          await file.sync();
        },
      };
    },
  };
}

const lines = async () => (await readFile(inquiriesFile(dir), 'utf8')).split('\n');

describe('the inquiry file', () => {
  it('keeps no partial line from a failed append, so the next line parses', async () => {
    const full = { on: false };
    const store = fileStore(dir, { fs: fillingFs(full), log: () => undefined });
    await store(JSON.stringify({ n: 1 }));
    full.on = true;
    await expect(store(JSON.stringify({ n: 2, text: 'x'.repeat(500) }))).rejects.toMatchObject({ code: 'ENOSPC' });
    full.on = false;
    await store(JSON.stringify({ n: 3 }));

    const text = await readFile(inquiriesFile(dir), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect((await lines()).filter(Boolean).map((line) => JSON.parse(line) as unknown)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('syncs each line before it resolves', async () => {
    const ops: string[] = [];
    const store = fileStore(dir, { fs: fillingFs({ on: false }, ops) });
    await store('{"n":1}');
    expect(ops).toEqual(['write', 'sync']);
  });

  it('cuts a line a crash left half written before appending', async () => {
    await writeFile(inquiriesFile(dir), '{"n":1}\n{"n":2,"reasonFor');
    const log: string[] = [];
    await fileStore(dir, { log: (line) => log.push(line) })('{"n":3}');
    expect(await readFile(inquiriesFile(dir), 'utf8')).toBe('{"n":1}\n{"n":3}\n');
    expect(log.join('\n')).toContain('partial line');
  });

  it('drops a repeat of a key already in the file, also after a restart', async () => {
    const store = fileStore(dir);
    expect(await store('{"n":1,"idempotencyKey":"k-0123456789abcdef"}', 'k-0123456789abcdef')).toBe('stored');
    expect(await store('{"n":1,"idempotencyKey":"k-0123456789abcdef"}', 'k-0123456789abcdef')).toBe('repeat');
    const restarted = fileStore(dir);
    expect(await restarted('{"n":1,"idempotencyKey":"k-0123456789abcdef"}', 'k-0123456789abcdef')).toBe('repeat');
    expect((await lines()).filter(Boolean)).toHaveLength(1);
  });
});

describe('the endpoint on a full disk', () => {
  const post = (body: string, accept: string, contentType: string) =>
    new Request('http://127.0.0.1/api/inquiry', {
      method: 'POST',
      headers: { 'Content-Type': contentType, Accept: accept },
      body,
    });

  it('answers 503 keeping the words, logs why, and stores every later 200 whole', async () => {
    const full = { on: true };
    const log: string[] = [];
    const options = {
      store: fileStore(dir, { fs: fillingFs(full), log: () => undefined }),
      rateLimiter: createRateLimiter({ max: 100 }),
      idempotency: createIdempotencyLedger(),
      log: (line: string) => log.push(line),
    };
    const form = new URLSearchParams({
      ...sampleInquiry,
      marketingConsent: 'true',
      reasonForContacting: 'Our London office <3',
    });
    const native = await handleInquiry(
      post(form.toString(), 'text/html', 'application/x-www-form-urlencoded'),
      options,
    );
    expect(native.status).toBe(503);
    const page = await native.text();
    expect(page).toContain('Our London office &lt;3</textarea>');
    expect(page).toContain(`value="${sampleInquiry.email}"`);

    const scripted = await handleInquiry(
      post(JSON.stringify(sampleInquiry), 'application/json', 'application/json'),
      options,
    );
    expect(scripted.status).toBe(503);
    expect(await scripted.json()).toMatchObject({ status: 'error' });
    expect(log.join('\n')).toContain('the disk is full');

    full.on = false;
    const told200: string[] = [];
    for (const email of ['a@example.com', 'b@example.com']) {
      const answer = await handleInquiry(
        post(JSON.stringify({ ...sampleInquiry, email }), 'application/json', 'application/json'),
        options,
      );
      expect(answer.status).toBe(200);
      told200.push(email);
    }
    const stored = (await lines()).filter(Boolean).map((line) => (JSON.parse(line) as { email: string }).email);
    expect(stored).toEqual(told200);
  });
});
