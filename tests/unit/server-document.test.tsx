import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { createRootRoute, createRoute, createRouter, HeadContent } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler, type HandlerCallback } from '@tanstack/react-router/ssr/server';
import { documentParts, renderServerDocument } from '@/islands/server-document';

// A root layout shaped like the site's: <HeadContent /> among the frame, a page whose components declare a
// stylesheet, a first image and an id from useId.
function Page() {
  const id = useId();
  return (
    <main id="main">
      <link rel="stylesheet" href="/assets/gallery-1.css" precedence="gallery" />
      <img src="/media/hero.avif" alt="" fetchPriority="high" />
      <h1 aria-describedby={id}>About</h1>
      <p id={id}>Text</p>
    </main>
  );
}

function createTestRouter() {
  const rootRoute = createRootRoute({
    head: () => ({
      meta: [{ title: 'About | Infinyte' }, { name: 'description', content: 'Who we are.' }],
      links: [{ rel: 'canonical', href: 'https://infinyte.ai/about/' }],
    }),
    component: () => (
      <>
        <HeadContent />
        <Page />
      </>
    ),
  });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });
  return createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });
}

type RenderHandler = HandlerCallback<ReturnType<typeof createTestRouter>>;

async function renderWith(handler: RenderHandler) {
  const request = new Request('http://localhost/');
  const response = await createRequestHandler({ request, createRouter: createTestRouter })(handler);
  return response.text();
}

describe('the server document', () => {
  it('has React write every hoisted tag into the head and the page alone into the body', async () => {
    const { head, body } = documentParts(await renderWith(renderServerDocument));
    expect(head).toContain('<title>About | Infinyte</title>');
    expect(head).toContain('<meta name="description" content="Who we are."/>');
    expect(head).toContain('<link rel="canonical" href="https://infinyte.ai/about/"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/gallery-1.css" data-precedence="gallery"/>');
    expect(head).toContain('<link rel="preload" as="image" href="/media/hero.avif" fetchPriority="high"/>');
    expect(body).toMatch(/^<main id="main"><img /);
    expect(body).not.toMatch(/<(title|meta|link)\b/);
  });

  it("writes the page as TanStack's own render does, without the router's state (nothing hydrates the router)", async () => {
    const document = await renderWith(renderServerDocument);
    const { head, body } = documentParts(document);
    // TanStack's render carries the router's state to the browser in scripts after the document; ours does not.
    const theirs = await renderWith(defaultRenderHandler);
    expect(theirs).toMatch(/<script\b[^>]*>[^<]*\$_TSR/);
    expect(document).not.toContain('<script');
    expect(theirs).toContain(`<!DOCTYPE html>${head}${body}`);
    expect(body).toMatch(/aria-describedby="(_R_\w*_)".*id="\1"/);
  });

  it('refuses an answer that is not the document, such as the error page of a render that threw', () => {
    expect(() => documentParts('Internal Server Error')).toThrow(
      'The render is not the server document: "Internal Server Error"',
    );
    expect(() => documentParts('<!DOCTYPE html><title>About</title><main></main>')).toThrow(/not the server document/);
  });
});
