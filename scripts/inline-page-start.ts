import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

// Vite plugin. The page's start script (src/islands/early/islands-start.ts: the theme before first paint and
// followed for the page's life, the capture that keeps presses on islands whose code has not run) must run inline
// at the top of <body>, before any markup it answers for and without a request. It is TypeScript the site shares
// (the theme's code, the press contract), so it is bundled on its own into one small IIFE and written in place of
// the `<!--page-start-->` placeholder of index.html. The CSP allows it by its hash (scripts/http-headers.ts).

const PLACEHOLDER = '<!--page-start-->';
const islandsStart = fileURLToPath(new URL('../src/islands/early/islands-start.ts', import.meta.url));
const src = fileURLToPath(new URL('../src', import.meta.url));

/** The start script's source, minified. */
export async function pageStartScript(entry = islandsStart): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': src } },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'pageStart', fileName: 'page-start' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('The page start script built to nothing.');
  return chunk.code.trim();
}

export function inlinePageStart(entry = islandsStart): Plugin {
  let script: Promise<string> | undefined;
  return {
    name: 'infinyte:inline-page-start',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} for the start script.`);
        script ??= pageStartScript(entry);
        return html.replace(PLACEHOLDER, `<script>${await script}</script>`);
      },
    },
  };
}
