// The document the prerender entry renders the app into, and the two parts React writes in it. Rendered as a
// document, React itself writes every tag it hoists (the route's title, meta and links from <HeadContent />, the
// stylesheets and image preloads the page's components declare) into <head>, and the app's markup into <body>:
// the prerenderer places the two parts in the client template without deciding which tag is which.
import type { ReactNode } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';

/**
 * `<html><body>` around the app, with no <head> element: React writes the head itself. A <head> element beside
 * <body> would make the app a second child, and React would give every `useId` inside another value than the
 * browser's hydration of #root (which renders the app alone).
 */
export function ServerDocument({ children }: { children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- never served: the template's <html lang> is the page's
    <html>
      <body>{children}</body>
    </html>
  );
}

/** The render handler the prerender entry gives TanStack's request handler: the loaded router in the document. */
export const renderServerDocument = ({ router, responseHeaders }: { router: AnyRouter; responseHeaders: Headers }) =>
  renderRouterToString({
    router,
    responseHeaders,
    children: (
      <ServerDocument>
        <RouterServer router={router} />
      </ServerDocument>
    ),
  });

/** TanStack's string render puts a doctype before React's document. */
const DOCUMENT_OPEN = '<!DOCTYPE html><html><head>';
const HEAD_TO_BODY = '</head><body>';
const DOCUMENT_CLOSE = '</body></html>';

export interface DocumentParts {
  /** What React wrote into <head>. */
  head: string;
  /** What React wrote into <body>: the app, for #root. */
  body: string;
}

/**
 * The inside of the <head> and <body> React wrote for `<ServerDocument>`. Any other answer (TanStack's
 * "Internal Server Error" when the render threw) is refused with its start, so the build stops there.
 */
export function documentParts(document: string): DocumentParts {
  const headEnd = document.indexOf(HEAD_TO_BODY);
  if (!document.startsWith(DOCUMENT_OPEN) || headEnd < 0 || !document.endsWith(DOCUMENT_CLOSE)) {
    throw new Error(`The render is not the server document: ${JSON.stringify(document.slice(0, 120))}`);
  }
  return {
    head: document.slice(DOCUMENT_OPEN.length, headEnd),
    body: document.slice(headEnd + HEAD_TO_BODY.length, -DOCUMENT_CLOSE.length),
  };
}
