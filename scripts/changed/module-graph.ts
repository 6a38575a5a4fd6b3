// The module graph the builds bundle, read from the source in a second or two: Vite's own build (Rolldown) over the
// site's route modules, its entries and every stories file, with the site's `@/` alias, writing nothing. Each of the
// project's modules is listed with the modules it imports, statically or dynamically (a lazy menu or dialog is part
// of the page that opens it). Packages are left out: a change to one is a change to package-lock.json.
// It is the graph of `vite build`, `vite build --ssr` and `ladle build` because it is the same bundler resolving the
// same files from the same entries with the same alias; what their other plugins add (split route chunks, CSS, HTML)
// moves no import from one module to another. Route modules are read as written, before the router plugin splits them.
import { globSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import siteConfig from '../../vite.config.ts';
import { islandMarkSources } from '../island-mark-files.ts';

/** Each project file (path from the project root, '/' between folders) and the project files it imports. */
export type ModuleGraph = Record<string, string[]>;

/** The builds' and the test server's code (configs, plugins, token and route writers, SSR entry, prerenderer, server). */
export const buildEntries = [
  'vite.config.ts',
  'src/islands/entry-server.tsx',
  '.ladle/vite.config.ts',
  'scripts/build-tokens.ts',
  'scripts/page-routes.ts',
  'scripts/prerender.ts',
  'scripts/compress.ts',
  'scripts/serve.ts',
];

/** Where the graph starts: the builds, the app's entries, every route module, the stories' provider and files. */
const entryPatterns = [
  ...buildEntries,
  'src/islands/client.ts',
  // The islands' marks, which only the build's server swap imports (below).
  'src/islands/*-mark.tsx',
  'src/routes/**/*.tsx',
  '.ladle/components.tsx',
  'stories/**/*.stories.tsx',
];

/** A bare specifier ('react', 'simple-icons/x.svg?raw') names a package; '@/' is the site's alias into src/. */
const isPackage = (id: string) => !/^[./\0]/.test(id) && !id.startsWith('@/') && !isAbsolute(id);

/** Reads every module's imports once the bundler has resolved them all, then loads no CSS (its imports are not modules). */
function recordGraph(root: string, graph: ModuleGraph): Plugin {
  const own = (id: string) => {
    const file = relative(root, id.replace(/\?.*$/, ''));
    return !isAbsolute(id) || file.startsWith('..') || file.includes('node_modules') ? undefined : file;
  };
  return {
    name: 'record-module-graph',
    enforce: 'pre',
    load(id) {
      // Tailwind is not run here, and the site's global CSS is an input of every page anyway (select-tests.ts).
      return id.endsWith('.css') ? '' : null;
    },
    buildEnd() {
      // Packages' ids are bare names, not paths: own() leaves them out.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        const file = own(id);
        if (!info || !file) continue;
        const imports = [...info.importedIds, ...info.dynamicallyImportedIds].map(own);
        graph[file] = [...new Set([...(graph[file] ?? []), ...imports.filter((to) => to !== undefined)])];
      }
    },
  };
}

/** The graph of the project at `root` (run `npm run routes` first: the static pages' route modules are generated). */
export async function moduleGraph(root = process.cwd()): Promise<ModuleGraph> {
  const graph: ModuleGraph = {};
  const input = entryPatterns.flatMap((pattern) => globSync(pattern, { cwd: root })).map((file) => resolve(root, file));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    // The site build's aliases (its default mode: the app, not the islands build).
    resolve: { alias: siteConfig({ command: 'build', mode: 'production' }).resolve?.alias },
    plugins: [recordGraph(root, graph)],
    build: { write: false, emptyOutDir: false, rollupOptions: { input, external: isPackage } },
  });
  // Where a page draws a component that is an island, the build's server draws its mark, which renders the island's
  // module: an edge the source's imports do not show (the swap is the islands' server plugin's).
  for (const [component, mark] of Object.entries(islandMarkSources))
    graph[component] = [...new Set([...(graph[component] ?? []), mark])];
  return graph;
}

/** Every module a set of modules reaches, themselves included; `stopAt` modules are left out, and not gone through. */
export function reach(graph: ModuleGraph, from: readonly string[], stopAt: (file: string) => boolean = () => false) {
  const reached = new Set<string>();
  const queue = from.filter((file) => !stopAt(file));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const next of graph[file] ?? []) if (!reached.has(next) && !stopAt(next)) queue.push(next);
  }
  return reached;
}
