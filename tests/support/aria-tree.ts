import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Compares the page's accessibility tree (roles, names, heading levels, landmarks, link targets, states) with
 * its committed `.aria.yml` file: what a screen-reader user meets, reviewed as a baseline is. Soft, so every
 * tree of a test is compared and reported, not only the first that differs. `npm run test:update` rewrites
 * only the files whose tree changed.
 */
export async function expectAriaTree(page: Page, name: string) {
  const file = `${name}.aria.yml`;
  const info = test.info();
  const path = info.snapshotPath(file, { kind: 'aria' });
  if (!existsSync(path)) {
    // Playwright reads a missing tree file as an empty template, which matches anything, unless it is told to
    // write missing files: so a lost file fails here, and `--update-snapshots=changed` gets a file to replace.
    const mode = info.config.updateSnapshots;
    if (mode === 'none') throw new Error(`${path} is missing: record it with npm run test:update`);
    if (mode === 'changed') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, '- text: no tree recorded yet\n');
    }
  }
  await expect.soft(page.locator('body'), `accessibility tree ${file}`).toMatchAriaSnapshot({ name: file });
}
