// The chunks a page of the islands build needs for the islands it contains, read from Vite's manifest: each
// island's module (`src/islands/<name>.island.tsx`, src/islands/registry.ts) and every chunk it imports
// statically, as `<link rel="modulepreload">` tags for the page's <head>, and with them the runtime's React root
// (src/islands/hydrate-root.tsx), which the entry imports only when an island starts. So an island's code is
// requested with the page, from the first byte, not when the runtime has run and found the island; a page whose
// islands all wait for the visitor preloads none of it. Chunks the runtime's entry imports already have Vite's own
// tags in the template.

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The islands a rendered page hydrates with the page, by name, in order of first appearance: not those whose code
 * waits for the visitor (any `hydrate`, src/islands/island-element.ts), fetched then. React escapes
 * quotes and `>` in attribute values, so a tag ends at its `>`.
 */
export const islandNames = (body: string) => [
  ...new Set(
    [...body.matchAll(/<infinyte-island name="([^"]+)"([^>]*)>/g)]
      .filter((match) => !match[2]!.includes(' hydrate="'))
      .map((match) => match[1] ?? ''),
  ),
];

/** A chunk's key and the keys of every chunk it imports statically, and so on. */
function withImports(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}`);
    seen.add(key);
    withImports(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The module that makes an island a React root, imported by the runtime when the first island starts. */
export const HYDRATE_ROOT = 'src/islands/hydrate-root.tsx';

/** The URLs to preload for these islands, beyond what the entry brings: none when there are none. */
export function islandChunks(manifest: Manifest, names: string[], base = '/'): string[] {
  if (names.length === 0) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = withImports(manifest, entries);
  const islands = [HYDRATE_ROOT, ...names.map((name) => `src/islands/${name}.island.tsx`)];
  return [...withImports(manifest, islands)]
    .filter((key) => !loaded.has(key))
    .map((key) => `${base}${manifest[key]!.file}`);
}

export const preloadTags = (urls: string[]) =>
  urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
