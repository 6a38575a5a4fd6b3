// Every script in scripts/ is TypeScript that `tsc -b` (the `typecheck` script) checks: tsconfig.json includes the
// folder, and no .js or .mjs file sits in it unchecked. Shell scripts are the one other kind.
import { readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { describe, expect, it } from 'vitest';

const scripts = readdirSync('scripts', { recursive: true, withFileTypes: true })
  .filter((item) => item.isFile())
  .map((item) => `${item.parentPath}/${item.name}`);

describe('scripts/', () => {
  it('holds only TypeScript (and shell scripts)', () => {
    expect(scripts.length).toBeGreaterThan(40);
    expect(scripts.filter((file) => !['.ts', '.sh'].includes(extname(file)))).toEqual([]);
  });

  it('is in the type check', () => {
    const { include } = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { include: string[] };
    expect(include).toContain('scripts');
  });
});
