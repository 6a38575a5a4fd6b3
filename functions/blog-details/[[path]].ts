// Cloudflare Pages Function for every address under /blog-details/. Cloudflare
// applies a `_redirects` 200 rewrite even where a file exists, so a splat rule
// there would answer every prerendered post with the shell. Here a built post
// is served as the file it is; a post address with no file gets the
// prerendered shell (200), which loads the post live, when the content service
// has the post (or does not answer), and the site's 404 page when it does not.
import { isPostAddress, POST_SHELL_PAGE } from '../../src/lib/content-service/post-shell';
import { answerForUnbuiltPost, contentServiceConfigFrom } from '../../src/lib/content-service/unbuilt-post';

/** The part of Cloudflare's `EventContext` the rewrite reads; `env` also holds the Pages environment variables. */
export interface PagesContext {
  request: Request;
  next: () => Promise<Response>;
  env: { ASSETS: { fetch: (input: URL | Request) => Promise<Response> } } & Record<string, unknown>;
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context;
  const response = await context.next();
  const { pathname } = new URL(request.url);
  if (response.status !== 404 || !isPostAddress(pathname)) return response;
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  // The asset server's 404 is the site's not-found page with its headers: kept for a slug the service lacks.
  if ((await answerForUnbuiltPost(pathname, contentServiceConfigFrom(context.env))) === 'not-found') return response;
  // Fetched through the asset server, the shell carries `_headers` (security headers, CSP) like any page.
  const shell = await context.env.ASSETS.fetch(new URL(POST_SHELL_PAGE, request.url));
  if (!shell.ok) return response;
  await response.body?.cancel();
  return shell;
}
