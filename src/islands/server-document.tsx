// The document the prerender entry (./entry-server.tsx) renders a page into, and the two parts React writes in it.
// Rendered as a document, React itself writes every tag it hoists (the route's title, meta and links from
// <HeadContent />, the stylesheets and image preloads the page's components declare) into <head>, and the page's
// markup into <body>: the prerenderer places the two parts in the client template without deciding which tag is
// which. Nothing hydrates the router on a page (each island is a React root of its own), so the scripts TanStack
// writes to carry the router's state to the browser (`$_TSR`, appended after the document when no <Scripts />
// places them) are left out.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { AnyRouter } from '@tanstack/react-router';
import { getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server';

/** `<html><body>` around the page, with no <head> element: React writes the head itself. */
export function ServerDocument({ children }: { children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- never served: the template's <html lang> is the page's
    <html>
      <body>{children}</body>
    </html>
  );
}

/** The render handler the prerender entry gives TanStack's request handler: the loaded router in the document. */
export async function renderServerDocument({
  router,
  responseHeaders,
}: {
  router: AnyRouter;
  responseHeaders: Headers;
}) {
  try {
    const html = renderToString(
      <ServerDocument>
        <RouterServer router={router} />
      </ServerDocument>,
    );
    return new Response(`<!DOCTYPE html>${html}`, { status: getSsrStatus(router), headers: responseHeaders });
  } finally {
    router.serverSsr?.cleanup();
  }
}

const DOCUMENT_OPEN = '<!DOCTYPE html><html><head>';
const HEAD_TO_BODY = '</head><body>';
const DOCUMENT_CLOSE = '</body></html>';

export interface DocumentParts {
  /** What React wrote into <head>. */
  head: string;
  /** What React wrote into <body>: the page, for #root. */
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
