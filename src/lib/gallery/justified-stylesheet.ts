import { justifiedCss, justifiedRanges, layoutScope } from './justified-css';
import type { SizedItem } from './justified-layout';

export interface JustifiedStylesheet {
  /** Class of the list, and the `href` that lets React keep one copy of the stylesheet in <head>. */
  scope: string;
  css: string;
}

const computed = new Map<string, string>();

/**
 * The gallery's stylesheet, computed once per set of pictures. In the browser,
 * a stylesheet the prerendered page already holds is not computed again:
 * React keeps the one in <head> (same href), so its text would go unused.
 */
export function justifiedStylesheet(
  items: readonly (SizedItem & { src: string })[],
  targetRowHeight: number,
): JustifiedStylesheet {
  const scope = layoutScope(items, targetRowHeight);
  let css = computed.get(scope);
  if (css === undefined) {
    const prerendered =
      typeof document !== 'undefined' ? document.querySelector(`style[data-href="${scope}"]`)?.textContent : undefined;
    css = prerendered ?? justifiedCss(scope, justifiedRanges(items, targetRowHeight));
    computed.set(scope, css);
  }
  return { scope, css };
}
