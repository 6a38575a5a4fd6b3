// The server's element for an island: <infinyte-island> (./island-element.ts) with the island's name and props, and
// inside it the island's markup, rendered as a tree of its own (as the browser hydrates it: ./hydrate.tsx) with its
// own prefix for React's ids. Rendered within the page's tree, `useId` would number the island's ids by the page's
// shape, which its root in the browser cannot know. Server only (it renders with react-dom/server).
import { createElement, useId, type ReactNode } from 'react';
import { preload, type PreloadAs } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { ISLAND_AWAITS, ISLAND_IDS, ISLAND_NAME, ISLAND_PROPS, ISLAND_TAG, type IslandAwaits } from './island-element';
import { IslandRoot } from './island-root';

export interface IslandMarkProps {
  name: string;
  /** Plain data, written into the page as JSON: never a content module. */
  props: object;
  /** The island's content, rendered with `props` as its module's component renders it in the browser. */
  children: ReactNode;
  /** What the island's code waits for, if not the page (./island-element.ts). */
  awaits?: IslandAwaits;
}

export function IslandMark({ name, props, children, awaits }: IslandMarkProps) {
  // Unique in the page (React makes it), and a valid start for the ids React makes inside.
  const ids = `i${useId().replace(/[^\w-]/g, '')}-`;
  const markup = renderToString(<IslandRoot island={null}>{children}</IslandRoot>, { identifierPrefix: ids });
  return createElement(ISLAND_TAG, {
    [ISLAND_NAME]: name,
    [ISLAND_PROPS]: JSON.stringify(props),
    [ISLAND_IDS]: ids,
    [ISLAND_AWAITS]: awaits,
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: preloadInPage(markup) },
  });
}

const unescape = (value: string) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === '#x27' ? "'" : name === 'lt' ? '<' : '>',
  );

/**
 * The island's markup without the preloads React put before it (an image it would fetch early, as the logo): they
 * go to the page's head as the page's own render puts them, through React's `preload`.
 */
function preloadInPage(markup: string) {
  const leading = /^(?:<link [^>]*\/>)*/.exec(markup)![0];
  const kept: string[] = [];
  for (const tag of leading.match(/<link [^>]*\/>/g) ?? []) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, unescape(value!)]),
    );
    if (attributes.rel !== 'preload' || !attributes.href || !attributes.as) {
      kept.push(tag);
      continue;
    }
    preload(attributes.href, {
      as: attributes.as as PreloadAs,
      fetchPriority: attributes.fetchpriority as 'high' | 'low' | 'auto' | undefined,
      imageSrcSet: attributes.imagesrcset,
      imageSizes: attributes.imagesizes,
      type: attributes.type,
      media: attributes.media,
      crossOrigin: attributes.crossorigin as 'anonymous' | 'use-credentials' | undefined,
    });
  }
  return kept.join('') + markup.slice(leading.length);
}
