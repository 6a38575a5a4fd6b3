// The inquiry function as Netlify's build ships it: bundled by
// @netlify/zip-it-and-ship-it, then imported by plain Node (no vitest, no tsx,
// which convert JSON imports and so hid a bundle that Node refuses), on the
// machine's Node 20 and on Node 22 as Netlify runs functions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { node22, node22Env } from '../../scripts/hosts/node22';
import { sampleInquiry } from '../support/inquiry-payload';

const { marketingConsent: _consent, ...textFields } = sampleInquiry;

interface Invocation {
  node: string;
  status?: number;
  body?: string;
  error?: string;
}

// In order in one worker (one bundle for both), and the Node 22 check still runs when Node 20's fails.
test.describe.configure({ mode: 'default' });

let functionModule: string;

test.beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'infinyte-netlify-bundle-'));
  const bundled = JSON.parse(
    execFileSync(node22, ['scripts/hosts/netlify-bundle.mjs', out], { env: node22Env(), encoding: 'utf8' }),
  ) as { name: string; module: string; runtimeAPIVersion: number }[];
  const inquiry = bundled.find((fn) => fn.name === 'inquiry');
  expect(inquiry?.runtimeAPIVersion).toBe(2);
  functionModule = inquiry!.module;
});

const invoke = (nodeBinary: string, contentType: string, body: string): Invocation =>
  JSON.parse(
    execFileSync(
      nodeBinary,
      [
        'scripts/hosts/invoke-bundled-function.mjs',
        functionModule,
        'https://infinyte.ai/api/inquiry',
        contentType,
        body,
      ],
      { env: node22Env(), encoding: 'utf8' },
    ),
  ) as Invocation;

for (const [label, nodeBinary] of [
  ['Node 20 (the machine’s)', process.execPath],
  ['Node 22', node22],
] as const) {
  test(`the bundled function loads and answers on ${label}`, () => {
    const malformed = invoke(nodeBinary, 'application/json', '{');
    expect(malformed.error).toBeUndefined();
    expect(malformed.status).toBe(400);

    // A native post with problems is checked against the country list (the import that once failed).
    const form = new URLSearchParams({ ...textFields, email: 'nope' }).toString();
    const problems = invoke(nodeBinary, 'application/x-www-form-urlencoded', form);
    expect(problems.error).toBeUndefined();
    expect(problems.status).toBe(422);
  });
}
