import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// Vite plugin for `npm run dev`: when an entry under src/content/pages/ is added or removed, the static pages'
// route modules are written again (scripts/page-routes.ts, in a process of its own because it imports the entries
// as TypeScript) and the server restarts, so TanStack Router's plugin reads its route config (scripts/route-tree.ts)
// again with the new list of pages. The order keeps that config and the route modules agreeing: a new entry's
// module is written before the restart, a removed entry's module is deleted after it. Builds and tests run
// `npm run routes` before they start, so this is for the dev server only.
export function pageRoutesOnChange(): Plugin {
  return {
    name: 'infinyte:page-routes-on-change',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const pagesDir = resolve(root, 'src/content/pages');
      const isEntry = (file: string) => resolve(file).startsWith(pagesDir);
      const writeRoutes = () =>
        new Promise<void>((done, fail) =>
          execFile(
            process.execPath,
            ['--import', 'tsx', join(root, 'scripts/page-routes.ts')],
            { cwd: root },
            (error) => (error ? fail(error) : done()),
          ),
        );
      const report = (error: Error) => server.config.logger.error(`Static page routes not written: ${error.message}`);
      server.watcher.on('add', (file) => {
        if (isEntry(file)) writeRoutes().then(() => server.restart(), report);
      });
      server.watcher.on('unlink', (file) => {
        if (isEntry(file)) server.restart().then(writeRoutes).catch(report);
      });
    },
  };
}
