import type { Plugin } from 'vite';

// Vite plugin for the islands build (`--mode islands`). The page's module script is the islands' runtime
// (src/islands/client.ts) instead of the app's entry, and stays a plain module script in the page, requested
// from the first byte (the app's build defers its entry to after the first paint: scripts/load-app-after-paint.ts).
// The islands' own chunks are preloaded per page by the prerenderer, from Vite's manifest (scripts/island-preloads.ts).

const APP_ENTRY = '/src/app/entry-client.tsx';
const ISLANDS_ENTRY = '/src/islands/client.ts';

export function islandsEntry(): Plugin {
  return {
    name: 'infinyte:islands-entry',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(`src="${APP_ENTRY}"`)) throw new Error(`index.html has no script ${APP_ENTRY} to replace.`);
        return html.replace(`src="${APP_ENTRY}"`, `src="${ISLANDS_ENTRY}"`);
      },
    },
  };
}
