// The islands build's render of the server document: the app's (src/app/server-document.tsx) without the
// router's state. Nothing hydrates the router on an islands page, so the scripts TanStack writes to carry its
// state to the browser (`$_TSR`, appended after the document when no <Scripts /> places them) are left out.
import { renderToString } from 'react-dom/server';
import type { AnyRouter } from '@tanstack/react-router';
import { getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server';
import { ServerDocument } from '@/app/server-document';

export async function renderIslandsDocument({
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
