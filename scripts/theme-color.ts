import type { Plugin } from 'vite';
import { themeColor } from '../src/styles/generated/tokens.ts';

// Vite plugin. index.html names the browser's theme colour in its static meta by placeholder (the start
// script, src/islands/early/islands-start.ts, reads the tokens itself); the values are the page background
// token of each theme, so a token change reaches the browser chrome too.
export function themeColorFromTokens(): Plugin {
  return {
    name: 'infinyte:theme-color-from-tokens',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replaceAll('__THEME_COLOR_LIGHT__', themeColor.light).replaceAll('__THEME_COLOR_DARK__', themeColor.dark),
    },
  };
}
