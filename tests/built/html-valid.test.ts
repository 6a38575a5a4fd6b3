import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { describe, expect, it } from 'vitest';
import { distDir } from './support/built-pages';

// Every page of the production build passes the W3C Nu HTML Checker (the validator
// behind validator.w3.org/nu), run locally from the vnu-jar package. It needs Java
// 11 or newer on PATH (`.ci/run` installs Debian's headless JRE when it is missing).

type NuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

async function validate(files: string[]): Promise<NuMessage[]> {
  // The checker exits 1 when it reports an error; its JSON report is on stderr either way.
  const result = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: number }) => {
    if (typeof error.stderr === 'string' && error.stderr.startsWith('{')) return { stderr: error.stderr };
    throw error;
  });
  return (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages;
}

describe('the built HTML', () => {
  it('has no error any page of dist/ could show the Nu HTML Checker', { timeout: 120_000 }, async () => {
    const files = htmlFiles(distDir);
    expect(files.length).toBeGreaterThan(60);
    const messages = await validate(files);
    const errors = messages.map(
      ({ url, lastLine, message, extract }) =>
        `${url.replace(/^file:.*?\/dist\//, '/')}:${lastLine ?? '?'}: ${message} ${(extract ?? '').slice(0, 120)}`,
    );
    expect(errors).toEqual([]);
  });

  it('is what the checker sees: a page with a known error is reported', { timeout: 60_000 }, async () => {
    // A canary, so a checker that silently passes everything cannot make the test above pass.
    const file = join(mkdtempSync(join(tmpdir(), 'nu-')), 'broken.html');
    writeFileSync(
      file,
      '<!doctype html><html lang="en"><head><title>x</title></head><body><img src="a.png" sizes="50vw" alt=""></body></html>',
    );
    const messages = await validate([file]);
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining('“sizes” attribute must only be specified if the “srcset” attribute'),
    ]);
  });
});
