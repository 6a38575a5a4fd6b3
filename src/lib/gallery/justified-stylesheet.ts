import { justifiedCss, justifiedRanges, layoutScope, textHash } from './justified-css';
import type { SizedItem } from './justified-layout';

/**
 * How a gallery's layout reaches the page. `file`: a stylesheet under /assets/, written by the
 * prerender for every gallery it renders, named by its content and so cached for a year; the
 * built site's pages use it. `inline`: a `<style>` element, where nothing writes files (stories,
 * the dev server).
 */
export type StylesheetDelivery = 'inline' | 'file';

export type JustifiedStylesheet =
  /** `scope`: the list's class, and for `inline` the `href` under which React keeps one copy in <head>. */
  { scope: string } & ({ delivery: 'inline'; css: string } | { delivery: 'file'; href: string });

/** Where the prerender writes the stylesheets of the galleries it rendered: href -> CSS. */
const files = new Map<string, string>();
const computed = new Map<string, string>();

type Items = readonly (SizedItem & { src: string })[];

function cssFor(scope: string, items: Items, targetRowHeight: number): string {
  let css = computed.get(scope);
  if (css === undefined) {
    css = justifiedCss(scope, justifiedRanges(items, targetRowHeight));
    computed.set(scope, css);
  }
  return css;
}

/** A gallery stylesheet the prerendered page already holds, so the browser need not compute it again. */
function prerendered(scope: string, delivery: StylesheetDelivery): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (delivery === 'inline') return document.querySelector(`style[data-href="${scope}"]`)?.textContent ?? undefined;
  return document.querySelector(`link[rel="stylesheet"][href^="/assets/${scope}."]`)?.getAttribute('href') ?? undefined;
}

/** The gallery's stylesheet, computed once per set of pictures and row height. */
export function justifiedStylesheet(
  items: Items,
  targetRowHeight: number,
  delivery: StylesheetDelivery,
): JustifiedStylesheet {
  const scope = layoutScope(items, targetRowHeight);
  const known = prerendered(scope, delivery);
  if (delivery === 'inline') return { scope, delivery, css: known ?? cssFor(scope, items, targetRowHeight) };
  if (known) return { scope, delivery, href: known };
  const css = cssFor(scope, items, targetRowHeight);
  const href = `/assets/${scope}.${textHash(css)}.css`;
  if (import.meta.env.SSR) files.set(href, css);
  return { scope, delivery, href };
}

/** The stylesheet files the galleries rendered so far refer to (server rendering only), for the prerender to write. */
export function galleryStylesheetFiles(): ReadonlyMap<string, string> {
  return files;
}
