// `npm run routes` writes only in its own folder: a route file written by hand in src/routes/ survives it and joins
// the route tree beside the static pages. Run in a scratch project holding two real entries and a hand-written route.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writePageRoutes } from '../../scripts/page-routes';

const project = mkdtempSync(join(tmpdir(), 'page-routes-'));
const at = (path: string) => join(project, path);
afterAll(() => rmSync(project, { recursive: true, force: true }));

mkdirSync(at('src/routes'), { recursive: true });
mkdirSync(at('src/content/pages'), { recursive: true });
for (const entry of ['index.ts', 'about.ts']) cpSync(`src/content/pages/${entry}`, at(`src/content/pages/${entry}`));
writeFileSync(
  at('src/routes/__root.tsx'),
  "import { createRootRoute } from '@tanstack/react-router';\n\nexport const Route = createRootRoute();\n",
);
const careers = [
  "import { createFileRoute } from '@tanstack/react-router';",
  '',
  "export const Route = createFileRoute('/careers')({ component: () => <h1>Careers</h1> });",
  '',
].join('\n');
writeFileSync(at('src/routes/careers.tsx'), careers);

const routeTree = () => readFileSync(at('src/routeTree.gen.ts'), 'utf8');

describe('npm run routes (scripts/page-routes.ts)', () => {
  it('keeps a hand-written route file and puts it in the tree beside the pages', async () => {
    await writePageRoutes(project);
    expect(readFileSync(at('src/routes/careers.tsx'), 'utf8')).toBe(careers);
    expect(existsSync(at('src/routes/-pages/about.tsx'))).toBe(true);
    expect(routeTree()).toContain("from './routes/careers'");
    expect(routeTree()).toContain("from './routes/-pages/about'");
    for (const path of ['/', '/about', '/careers']) expect(routeTree()).toContain(`fullPath: '${path}'`);
  });

  it('removes the route module of a removed entry, and nothing written by hand', async () => {
    rmSync(at('src/content/pages/about.ts'));
    await writePageRoutes(project);
    expect(existsSync(at('src/routes/-pages/about.tsx'))).toBe(false);
    expect(routeTree()).not.toContain("'/about'");
    expect(readFileSync(at('src/routes/careers.tsx'), 'utf8')).toBe(careers);
    expect(readFileSync(at('src/routes/__root.tsx'), 'utf8')).toContain('createRootRoute()');
  });
});
