// Cloudflare Pages Function for every address under /blog-details/. Cloudflare
// applies a `_redirects` 200 rewrite even where a file exists, so a splat rule
// there would answer every prerendered post with the shell. Here a built post
// is served as the file it is; only a post address with no file (a post
// published after the build) gets the prerendered shell, with status 200,
// which loads the post live in the browser.
import { isPostAddress, POST_SHELL_PAGE } from '../../src/lib/content-service/post-shell';

/** The part of Cloudflare's `EventContext` the rewrite reads. */
export interface PagesContext {
  request: Request;
  next: () => Promise<Response>;
  env: { ASSETS: { fetch: (input: URL | Request) => Promise<Response> } };
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context;
  const response = await context.next();
  const { pathname } = new URL(request.url);
  if (response.status !== 404 || !isPostAddress(pathname)) return response;
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  // Fetched through the asset server, the shell carries `_headers` (security headers, CSP) like any page.
  const shell = await context.env.ASSETS.fetch(new URL(POST_SHELL_PAGE, request.url));
  if (!shell.ok) return response;
  await response.body?.cancel();
  return shell;
}
