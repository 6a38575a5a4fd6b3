import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// Vite plugin for `npm run dev`: when an entry under src/content/pages/ is added, moved or removed, the static
// pages' route files are written again (scripts/page-routes.ts, in a process of its own because it imports the
// entries as TypeScript), and TanStack Router's plugin picks the new route files up. Builds and tests run
// `npm run routes` before they start, so this is for the dev server only.
export function pageRoutesOnChange(): Plugin {
  return {
    name: 'infinyte:page-routes-on-change',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const pagesDir = resolve(root, 'src/content/pages');
      const write = (file: string) => {
        if (!resolve(file).startsWith(pagesDir)) return;
        execFile(
          process.execPath,
          ['--import', 'tsx', join(root, 'scripts/page-routes.ts')],
          { cwd: root },
          (error) => {
            if (error) server.config.logger.error(`Static page routes not written: ${error.message}`);
          },
        );
      };
      server.watcher.on('add', write);
      server.watcher.on('unlink', write);
    },
  };
}
