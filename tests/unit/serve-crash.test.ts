// `npm start` killed outright (SIGKILL, a power cut as far as the process
// knows) in the middle of a burst of inquiries: every line in the file still
// parses, and every inquiry a client was told 200 for is in it. A restarted
// server then appends cleanly after whatever the kill left.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleInquiry } from '../support/inquiry-payload';
import { startServe, type ServeProcess } from '../support/serve-process';

let dir: string;
const servers: ServeProcess[] = [];

afterAll(async () => {
  for (const serve of servers) serve.child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

const start = async () => {
  const serve = await startServe(dir, { env: { INQUIRY_DATA_DIR: join(dir, 'data'), INQUIRY_RATE_LIMIT: '100000' } });
  servers.push(serve);
  return serve;
};

const post = (origin: string, email: string) =>
  fetch(`${origin}/api/inquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // A long message, so a kill can land in the middle of writing one.
    body: JSON.stringify({ ...sampleInquiry, email, reasonForContacting: 'A receptionist. '.repeat(400) }),
  }).then(
    (answer) => answer.status,
    () => 0,
  );

const storedEmails = async () => {
  const text = await readFile(join(dir, 'data', 'inquiries.jsonl'), 'utf8').catch(() => '');
  const lines = text.split('\n');
  // The kill may cut the last line short; every line before it parses.
  const whole = lines.slice(0, -1);
  return { emails: whole.map((line) => (JSON.parse(line) as { email: string }).email), tail: lines.at(-1) };
};

describe('a server killed mid-burst', () => {
  it('told 200 only for inquiries on disk, and leaves a file that parses', { timeout: 60_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'serve-crash-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    const serve = await start();

    const told200: string[] = [];
    let killed = false;
    const burst = Array.from({ length: 120 }, (_, index) => {
      const email = `burst.${index}@northwind.example`;
      return post(serve.origin, email).then((status) => {
        if (status === 200) told200.push(email);
        // Kill once some have been answered and many are still being written.
        if (told200.length === 20 && !killed) {
          killed = true;
          serve.child.kill('SIGKILL');
        }
        return status;
      });
    });
    const statuses = await Promise.all(burst);
    expect(await serve.exited).toBe('SIGKILL');
    expect(statuses.filter((status) => status === 0).length).toBeGreaterThan(0);

    const { emails } = await storedEmails();
    expect(told200.filter((email) => !emails.includes(email))).toEqual([]);

    // After a restart the next inquiry is a whole line of its own, whatever the kill left at the end.
    const restarted = await start();
    expect(await post(restarted.origin, 'after.restart@northwind.example')).toBe(200);
    const after = await storedEmails();
    expect(after.tail).toBe('');
    expect(after.emails.at(-1)).toBe('after.restart@northwind.example');
    expect(told200.filter((email) => !after.emails.includes(email))).toEqual([]);
  });
});
