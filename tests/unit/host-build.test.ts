// Hosts that compress for themselves (Netlify, Cloudflare Pages) serve any
// `.br`/`.gz` file by name, as a download: their build leaves the copies out,
// while the Node server's build keeps them for Accept-Encoding.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Every command a script runs, following `npm run x` into x. */
function commands(name: string): string[] {
  return scripts[name]!.split('&&').flatMap((part) => {
    const nested = /^npm run ([\w:-]+)$/.exec(part.trim());
    return nested ? commands(nested[1]!) : [part.trim()];
  });
}

const compresses = (name: string) => commands(name).some((command) => command.includes('scripts/compress.ts'));

describe('precompressed copies', () => {
  it('are left out of the hosts build, which Netlify runs', () => {
    expect(compresses('build:host')).toBe(false);
    expect(commands('build:host')).toEqual(expect.arrayContaining([expect.stringContaining('scripts/build-pages.ts')]));
    expect(readFileSync('netlify.toml', 'utf8')).toMatch(/^\s*command = "npm run build:host"$/m);
  });

  it('are made for the Node server (canary: the check sees the compress step)', () => {
    expect(compresses('build')).toBe(true);
    expect(compresses('start')).toBe(true);
  });
});
