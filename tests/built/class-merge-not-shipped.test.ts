import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './support/built-pages';

// `cn` refuses conflicting classes while developing (tests/unit/cn.test.ts) with tailwind-merge's help;
// the visitor's browser must never download that library.
/** An option name of tailwind-merge's configuration, which no other module of the bundle uses. */
const MERGE_MARKER = 'experimentalParseClassName';

describe('the browser build', () => {
  it('holds no class-merge library', () => {
    const scripts = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const withMerge = scripts.filter((name) =>
      readFileSync(join(distDir, 'assets', name), 'utf8').includes(MERGE_MARKER),
    );
    expect(withMerge).toEqual([]);
  });
});
