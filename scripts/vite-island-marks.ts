import { normalizePath, type Plugin } from 'vite';

// Vite plugin for the islands build's server side (`--mode islands`, docs/islands.md): a component a page renders
// that is an island in the browser is swapped, in the server build only, for its mark, which writes the island's
// element with its props and markup (src/islands/*-mark.tsx). Sections import the component as before. The islands'
// own code (src/islands/) imports the real component, and the browser's build is never swapped: an island's code
// renders the real components, a trigger inside a carousel's card included.

/** `marks`: a component's file -> its mark's file, both absolute. */
export function islandMarks(marks: Record<string, string>, islandsFolder: string): Plugin {
  // Vite names modules by forward-slashed paths, on Windows too.
  const markOf = new Map(
    Object.entries(marks).map(([component, mark]) => [normalizePath(component), normalizePath(mark)]),
  );
  const islands = normalizePath(islandsFolder);
  return {
    name: 'infinyte:island-marks',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== 'server' || !importer || importer.startsWith(islands)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && markOf.get(resolved.id)) ?? null;
    },
  };
}
