// A fresh output folder per test file and the token fixture: the package's two inputs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

export const FIXTURE_TOKENS = fileURLToPath(new URL('./fixtures/tokens/', import.meta.url));

export function tmpOut() {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-art-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
