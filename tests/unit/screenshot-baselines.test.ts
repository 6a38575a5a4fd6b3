import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathKey, siteThemes, siteWidths } from '../support/site-paths';
import { templatePaths } from '../support/template-routes';
import { tabletWidth } from '../support/site-widths';

// The baselines live in git history for good: every re-record adds their full size to every clone. The folder
// stays under a stated budget, and no route baseline outlives the test that compared it.
// Every baseline is recompressed losslessly with oxipng (46.6 MB for 615 PNGs); 50 MB leaves room for a few new
// stories, not for another full set of route shots.
const BUDGET_MB = 50;
const screenshots = join(import.meta.dirname, '..', '__screenshots__');
const routeShots = join(screenshots, 'visual', 'routes.spec.ts');

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(dir, entry)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

const orphans = (files: string[], expected: Set<string>) => files.filter((file) => !expected.has(file));

/** The file names tests/visual/routes.spec.ts compares: every template route, theme and width, and the tablet's. */
const routeShotNames = new Set(
  templatePaths().flatMap((path) => [
    ...siteThemes.flatMap((theme) => siteWidths.map((width) => `${pathKey(path)}-${theme}-${width}.png`)),
    `${pathKey(path)}-light-${tabletWidth}.png`,
  ]),
);

describe('screenshot baselines', () => {
  it(`weigh at most ${BUDGET_MB} MB in all`, () => {
    const megabytes = folderBytes(screenshots) / 1e6;
    expect(megabytes, `tests/__screenshots__ weighs ${megabytes.toFixed(1)} MB`).toBeLessThanOrEqual(BUDGET_MB);
  });

  it('include no route shot that the route suite no longer takes', () => {
    const files = readdirSync(routeShots).filter((file) => file.endsWith('.png'));
    expect(orphans(files, routeShotNames), 'remove them with git rm').toEqual([]);
  });

  it('canary: the checks see a file and an orphan', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baselines-'));
    writeFileSync(join(dir, 'x.png'), Buffer.alloc(1234));
    expect(folderBytes(dir)).toBe(1234);
    expect(orphans(['home-light-390.png', 'gone-light-390.png'], routeShotNames)).toEqual(['gone-light-390.png']);
  });
});
