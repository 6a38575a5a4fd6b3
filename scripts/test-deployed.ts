// The route suites against a deployment: `npm run test:deployed -- https://preview.example.com [playwright options]`.
// Content, both accessibility engines, the keyboard walk, the accessibility trees, the responsive sweep, security
// headers, canonical URLs and redirects of every page in the deployment's own sitemap (tests/e2e/routes.spec.ts,
// tests/visual/routes.spec.ts), with nothing built and no server started: playwright.config.ts reads
// PW_DEPLOYED_URL. Pixels stay with the pinned local build (tests/support/global-setup.ts skips them here).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [target, ...playwrightArgs] = process.argv.slice(2);
if (!target || target.startsWith('-')) {
  console.error('usage: npm run test:deployed -- <https://deployment.example> [playwright options]');
  process.exit(2);
}
const url = new URL(target);
if (!/^https?:$/.test(url.protocol) || url.pathname !== '/') {
  console.error(`${target}: give the deployment's origin (http or https, no path): the suites request /-paths`);
  process.exit(2);
}

// The pages are the ones the deployment's sitemap lists; tests/e2e/routes.spec.ts reads them when it is collected.
const response = await fetch(new URL('/sitemap.xml', url));
if (!response.ok) {
  console.error(`${url.origin}/sitemap.xml answered ${response.status}: is the site deployed there?`);
  process.exit(1);
}
const folder = resolve(import.meta.dirname, '..', '.tmp', 'deployed');
mkdirSync(folder, { recursive: true });
const sitemapFile = join(folder, 'sitemap.xml');
writeFileSync(sitemapFile, await response.text());

const run = spawnSync('npx', ['playwright', 'test', ...playwrightArgs], {
  stdio: 'inherit',
  env: { ...process.env, PW_DEPLOYED_URL: url.origin, PW_SITEMAP_FILE: sitemapFile },
});
process.exit(run.status ?? 1);
