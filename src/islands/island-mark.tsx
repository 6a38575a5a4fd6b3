// The server's element for an island: <infinyte-island> (./island-element.ts) with the island's name and props, and
// inside it the island's markup, rendered as a tree of its own (as the browser hydrates it: ./hydrate-root.tsx) with its
// own prefix for React's ids. Rendered within the page's tree, `useId` would number the island's ids by the page's
// shape, which its root in the browser cannot know. Server only (it renders with react-dom/server).
import { createElement, useId, type ReactNode } from 'react';
import { preinit, preload, type PreloadAs } from 'react-dom';
import { renderToString } from 'react-dom/server';
import {
  ISLAND_HYDRATE,
  ISLAND_IDS,
  ISLAND_NAME,
  ISLAND_PROPS,
  ISLAND_TAG,
  type IslandHydrate,
} from './island-element';
import { IslandRoot } from './island-root';

export interface IslandMarkProps {
  name: string;
  /** Plain data, written into the page as JSON: never a content module. */
  props: object;
  /** When its code is fetched and run, if not with the page (./island-element.ts). */
  hydrate?: IslandHydrate;
  /** The island's content, rendered with `props` as its module's component renders it in the browser. */
  children: ReactNode;
}

export function IslandMark({ name, props, hydrate, children }: IslandMarkProps) {
  // Unique in the page (React makes it), and a valid start for the ids React makes inside.
  const ids = `i${useId().replace(/[^\w-]/g, '')}-`;
  const markup = renderToString(<IslandRoot island={null}>{children}</IslandRoot>, { identifierPrefix: ids });
  return createElement(ISLAND_TAG, {
    [ISLAND_NAME]: name,
    [ISLAND_HYDRATE]: hydrate,
    [ISLAND_PROPS]: JSON.stringify(props),
    [ISLAND_IDS]: ids,
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: preloadInPage(markup) },
  });
}

const unescape = (value: string) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === '#x27' ? "'" : name === 'lt' ? '<' : '>',
  );

/**
 * The island's markup without the preloads and stylesheets React put before it (an image it would fetch early, as
 * the logo; the gallery's layout): they go to the page's head as the page's own render puts them, through React's
 * `preload` and `preinit`. A stylesheet left in the body would hold back the painting of what follows it.
 */
function preloadInPage(markup: string) {
  const leading = /^(?:<link [^>]*\/>)*/.exec(markup)![0];
  const kept: string[] = [];
  for (const tag of leading.match(/<link [^>]*\/>/g) ?? []) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, unescape(value!)]),
    );
    const precedence = attributes['data-precedence'];
    if (attributes.rel === 'stylesheet' && attributes.href && precedence) {
      preinit(attributes.href, { as: 'style', precedence });
      continue;
    }
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
