// The studio in cms/ compiles: its configuration type-checks against the
// `sanity` it runs, Sanity validates its schema, and it builds, offline, as
// `npm run studio:build` does. A copy with a misspelt field type fails the
// validation, so a schema that would break the studio fails `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
// Beside cms/, so the copy's imports of the site's own modules (../src/...) resolve as the original's do.
const brokenCopy = join(root, '.studio-check');
const outDir = mkdtempSync(join(tmpdir(), 'studio-build-'));

/** `sanity <args>` through the same launcher as `npm run studio`, with a placeholder project id. */
function sanity(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/studio.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, VITE_SANITY_PROJECT_ID: 'studio-check', VITE_SANITY_DATASET: 'production', ...env },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(brokenCopy, { recursive: true, force: true });
});

describe('the studio in cms/', () => {
  it('installs from its own lockfile and validates its schema without errors or warnings', () => {
    const { status, output } = sanity(['schema', 'validate']);
    expect(output).toMatch(/Errors:\s+0 errors/);
    expect(output).toMatch(/Warnings:\s+0 warnings/);
    expect(status, output).toBe(0);
  });

  it('type-checks against the sanity it runs', () => {
    expect(() =>
      execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'cms'], { cwd: root }),
    ).not.toThrow();
  });

  it('builds, with the project id of the site’s settings', () => {
    const { status, output } = sanity(['build', outDir, '--yes', '--no-minify']);
    expect(status, output).toBe(0);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    const bundle = readdirSync(join(outDir, 'static'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, 'static', file), 'utf8'))
      .join('\n');
    // The studio's own Vite replaced the site's setting with its value (a failure names the value, not the bundle).
    expect(/"?VITE_SANITY_PROJECT_ID"?:\s*(["'`])([^"'`]*)\1/.exec(bundle)?.[2]).toBe('studio-check');
    // The desk lists posts by the site's own categories (src/content/post-categories.ts), filtered by slug.
    expect(bundle.includes('$slug in categories[]->slug.current')).toBe(true);
    const categories = ['news', 'initiatives', 'insights'].filter(
      (slug) => !new RegExp(`"?slug"?:\\s*["'\`]${slug}["'\`]`).test(bundle),
    );
    expect(categories, 'categories missing from the studio').toEqual([]);
  });

  it('fails when a schema names a type that does not exist', () => {
    rmSync(brokenCopy, { recursive: true, force: true });
    // Times kept: the launcher reinstalls a copy whose lockfile looks newer than its node_modules.
    cpSync(join(root, 'cms'), brokenCopy, {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => !/[\\/](node_modules|dist|\.sanity)$/.test(source),
    });
    symlinkSync(join(root, 'cms', 'node_modules'), join(brokenCopy, 'node_modules'));
    const post = join(brokenCopy, 'schemas', 'post.ts');
    const source = readFileSync(post, 'utf8');
    expect(source).toContain("type: 'datetime'");
    writeFileSync(post, source.replace("type: 'datetime'", "type: 'datetme'"));

    const { status, output } = sanity(['schema', 'validate'], { STUDIO_DIR: brokenCopy });
    expect(output).toContain('Unknown type: datetme');
    expect(status).not.toBe(0);
  });
});
