import type { Plugin } from 'vite';

// Vite plugin (build only). The client entry imports the web font's stylesheet (src/styles/fonts.css) after the
// first paint, so a visitor without JavaScript never got Inter. This links the same built file in the page, inside
// <noscript> at the end of <body>: only a browser that runs no scripts reads it, after the page's content (so it
// blocks no paint), and a scripted visit fetches nothing more than before.

const fontStylesheet = 'fonts.css';

export function fontStylesheetWithoutScripts(): Plugin {
  let base = '/';
  return {
    name: 'infinyte:font-stylesheet-no-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The client build only: the SSR build writes no page.
        if (!context.bundle) return;
        const files = Object.values(context.bundle)
          .filter((output) => output.type === 'asset' && output.names.includes(fontStylesheet))
          .map((output) => output.fileName);
        if (files.length !== 1) {
          throw new Error(`Expected one built ${fontStylesheet}, found ${files.length}: has the font's import moved?`);
        }
        return [
          {
            tag: 'noscript',
            injectTo: 'body',
            children: [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${files[0]}` } }],
          },
        ];
      },
    },
  };
}
