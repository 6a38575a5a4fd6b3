// Which routes, stories and states a change reaches, and why, from the module graph (module-graph.ts): a route's
// modules are what its route module reaches plus the shell every page is drawn in (root layout, client entry,
// served document); a story's are what its stories file reaches plus Ladle's provider; a state is its page's. The
// inputs of every build (tokens, global CSS, configs, the lockfile, the build's own scripts) reach everything. A
// change that stays inside entries of a content module (content-entries.ts) reaches those entries' own pages only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentEntries, entriesHolding } from './content-entries.ts';
import { buildEntries, reach, type ModuleGraph } from './module-graph.ts';
import type { StateSource } from '../../tests/support/state-sources.ts';

export interface RouteSource {
  path: string;
  /** Its route module (src/routes/...), or none for the not-found page, which is the shell's alone. */
  module?: string;
}

export interface Change {
  file: string;
  /** The lines that differ in the file as it is now (a deletion counts the lines either side); none: all of it. */
  lines?: number[];
}

export interface Sources {
  graph: ModuleGraph;
  routes: readonly RouteSource[];
  /** Stories files (stories/**\/*.stories.tsx). */
  stories: readonly string[];
  states: readonly StateSource[];
}

export interface Reason {
  file: string;
  why: string;
  routes: string[];
  stories: string[];
}

export interface Selection {
  routes: string[];
  stories: string[];
  states: string[];
  reasons: Reason[];
  /** Browser tests' own code that changed: not mapped here (Playwright's --only-changed follows test imports). */
  testCode: string[];
}

/**
 * The islands the root layout draws on every page. The island registry imports every island, so the shell's reach
 * stops at the others: each is drawn by the pages whose route modules hold its mark (the post shell by its one page).
 */
const everyPageIslands = ['header', 'conversation', 'consent', 'smooth-scroll'].map(
  (name) => `src/islands/${name}.island.tsx`,
);
/** What every page is drawn in: followed from these, stopping at route modules (each page's own) and page islands. */
const shellRoots = [
  'src/routes/__root.tsx',
  'src/islands/islands-root-layout.tsx',
  'src/islands/server-document.tsx',
  ...everyPageIslands,
];
/** The served document is rendered by the server entries, which every page's HTML comes from. */
const shellFiles = ['src/islands/entry-server.tsx', 'src/islands/client.ts'];
const isRouteModule = (file: string) => file.startsWith('src/routes/') && file !== 'src/routes/__root.tsx';
const isPageIsland = (file: string) => file.endsWith('.island.tsx') && !everyPageIslands.includes(file);

/** Inputs of every build and every page, each with why. */
const everythingInputs: [RegExp, string][] = [
  [/^tokens\//, 'design tokens'],
  [/^src\/styles\//, 'global CSS'],
  [/^(tailwind\.config\.ts|index\.html)$/, 'global CSS and the page document'],
  [/^\.ladle\/config\.mjs$/, 'the stories build configuration'],
  [/^package(-lock)?\.json$/, 'the packages every build uses'],
  [/^public\//, 'files served with every build'],
];
/** Browser tests and what they share: Playwright's own --only-changed follows their imports. */
const testCodePattern = /^(tests\/(?!unit\/|built\/|types\/)|playwright\.config\.ts$)/;

const storyProvider = '.ladle/components.tsx';

/** The routes, stories and states the changes reach, each change with the reason it chose what it chose. */
export function selectTests(sources: Sources, changes: readonly Change[], root = process.cwd()): Selection {
  const { graph } = sources;
  const shell = new Set([
    ...reach(graph, shellRoots, (file) => isRouteModule(file) || isPageIsland(file)),
    ...shellFiles,
  ]);
  const routeModules = new Map(
    sources.routes.map(({ path, module }) => [path, module ? new Set([...shell, ...reach(graph, [module])]) : shell]),
  );
  const storyModules = new Map(sources.stories.map((file) => [file, reach(graph, [file, storyProvider])]));
  const allPaths = sources.routes.map(({ path }) => path);
  // The builds' and the server's own code (configs, plugins, scripts, the inquiry endpoint): what no page or story draws.
  const drawn = new Set([...routeModules.values(), ...storyModules.values()].flatMap((modules) => [...modules]));
  const buildCode = new Set([...reach(graph, buildEntries)].filter((file) => !drawn.has(file)));
  const reasons: Reason[] = [];
  const testCode: string[] = [];

  for (const { file, lines } of changes) {
    const global = buildCode.has(file)
      ? 'the builds or the server'
      : everythingInputs.find(([pattern]) => pattern.test(file))?.[1];
    if (global) {
      reasons.push({ file, why: `${global}: everything`, routes: allPaths, stories: [...sources.stories] });
      continue;
    }
    if (testCodePattern.test(file)) {
      testCode.push(file);
      continue;
    }
    const stories = sources.stories.filter((story) => storyModules.get(story)!.has(file));
    const routes = allPaths.filter((path) => routeModules.get(path)!.has(file));
    const own = ownPages(file, lines, routes, root);
    const why = shell.has(file)
      ? 'in the shell every page is drawn in'
      : own
        ? `inside the entries ${own.slugs.join(', ')}: their own pages`
        : routes.length || stories.length
          ? 'imported by these'
          : 'reaches no route, story or state';
    reasons.push({ file, why, routes: own && !shell.has(file) ? own.paths : routes, stories });
  }

  const routes = new Set(reasons.flatMap((reason) => reason.routes));
  return {
    routes: allPaths.filter((path) => routes.has(path)),
    stories: sources.stories.filter((story) => reasons.some((reason) => reason.stories.includes(story))),
    states: sources.states.filter(({ path }) => routes.has(path)).map(({ name }) => name),
    reasons,
    testCode,
  };
}

/**
 * When every changed line of a content module is inside its entries (a case study, a worker, a post), the pages
 * of those entries among the routes it reaches: the ones whose last segment is the entry's slug. Pages that list
 * every entry (/case-studies, the next study's card) are left out; a line outside every entry picks them all.
 */
function ownPages(file: string, lines: readonly number[] | undefined, routes: readonly string[], root: string) {
  if (!file.startsWith('src/content/') || !lines?.length) return undefined;
  const slugs = entriesHolding(contentEntries(file, readFileSync(join(root, file), 'utf8')), lines);
  if (!slugs?.length) return undefined;
  const last = (slug: string) => slug.split('/').filter(Boolean).at(-1);
  const wanted = new Set(slugs.map(last));
  const paths = routes.filter((path) => wanted.has(path.split('/').at(-1)));
  return paths.length ? { slugs, paths } : undefined;
}
