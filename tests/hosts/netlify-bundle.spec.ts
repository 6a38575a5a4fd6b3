// The inquiry function as Netlify's build ships it: bundled by
// @netlify/zip-it-and-ship-it, then imported by plain Node (no vitest, no tsx,
// which convert JSON imports and so hid a bundle that Node refuses), on the
// project's Node 24, the version netlify.toml gives Netlify's functions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { quietToolEnv } from '../../scripts/hosts/quiet-env';
import { sampleInquiry } from '../support/inquiry-payload';

const { marketingConsent: _consent, ...textFields } = sampleInquiry;

interface Invocation {
  node: string;
  status?: number;
  body?: string;
  error?: string;
}

let functionModule: string;

test.beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'infinyte-netlify-bundle-'));
  const bundled = JSON.parse(
    execFileSync(process.execPath, ['scripts/hosts/netlify-bundle.ts', out], {
      env: quietToolEnv(),
      encoding: 'utf8',
    }),
  ) as { name: string; module: string; runtimeAPIVersion: number }[];
  const inquiry = bundled.find((fn) => fn.name === 'inquiry');
  expect(inquiry?.runtimeAPIVersion).toBe(2);
  functionModule = inquiry!.module;
});

const invoke = (contentType: string, body: string): Invocation =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        'scripts/hosts/invoke-bundled-function.ts',
        functionModule,
        'https://infinyte.ai/api/inquiry',
        contentType,
        body,
      ],
      { env: quietToolEnv(), encoding: 'utf8' },
    ),
  ) as Invocation;

test(`the bundled function loads and answers on Node ${process.versions.node}`, () => {
  const malformed = invoke('application/json', '{');
  expect(malformed.error).toBeUndefined();
  expect(malformed.status).toBe(400);

  // A native post with problems is checked against the country list (the import that once failed).
  const form = new URLSearchParams({ ...textFields, email: 'nope' }).toString();
  const problems = invoke('application/x-www-form-urlencoded', form);
  expect(problems.error).toBeUndefined();
  expect(problems.status).toBe(422);
});
