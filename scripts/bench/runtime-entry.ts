// The islands' runtime as Vite names it in the build (`/assets/index-<hash>.js`): the one module script of every
// page, which decides when each island starts and holds no React. What the bench counts and watches for, and what
// the cold-press tests hold back. Plain data, so the in-page watcher can bundle it.

export const RUNTIME_ENTRY = /\/assets\/index-[^/]*\.js$/;

/** The runtime's React root (src/islands/hydrate-root.tsx, with React DOM), imported when the first island starts. */
export const HYDRATE_ROOT_CHUNK = /\/assets\/hydrate-root-[^/]*\.js$/;

/** Inter's Latin face, which every page preloads (index.html): whether it came before the first paint. */
export const INTER_LATIN_FACE = /\/assets\/inter-latin-wght-normal-[^/]*\.woff2$/;
