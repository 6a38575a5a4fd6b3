// What a host that runs code (the Node server, the Cloudflare Pages Function)
// answers at a post address the build did not prerender: the shell, which
// loads the post live, when the content service has the post; the site's
// not-found page with status 404 when it does not. A prerendered shell is
// always 200, so only the host can give the 404 that search engines and link
// checkers read. Server-side only: never imported by the browser bundle.
import { site } from '@/config/site';
import { createContentClient, type ContentServiceConfig } from './client';
import { isPostAddress } from './post-shell';
import { buildPostExistsQuery } from './query';

export type UnbuiltPostAnswer = 'shell' | 'not-found';

/** How long a host waits for the service before it answers with the shell, which asks the service again itself. */
export const POST_CHECK_TIMEOUT_MS = 3000;

const read = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/**
 * The content service's settings from a server's environment: the `VITE_SANITY_*` variables the build reads
 * (README "Configuration"), with the same defaults as `site.sanity`.
 */
export function contentServiceConfigFrom(env: Record<string, unknown>): ContentServiceConfig {
  return {
    projectId: read(env.VITE_SANITY_PROJECT_ID, ''),
    dataset: read(env.VITE_SANITY_DATASET, 'production'),
    apiHost: read(env.VITE_SANITY_API_HOST, ''),
    apiVersion: site.sanity.apiVersion,
  };
}

function slugOf(path: string): string | undefined {
  try {
    return decodeURIComponent(path.replace(/^\/blog-details\//, '').replace(/\/$/, ''));
  } catch {
    return undefined;
  }
}

export interface UnbuiltPostOptions {
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * - no content service configured: every post is bundled and prerendered, so an address with no file is unknown: 404;
 * - the service says no publishable post has the slug: 404;
 * - the service has it: the shell (200);
 * - the service fails or is slower than the timeout: the shell, so a hiccup never hides a real post; the shell
 *   then shows the post, the not-found state or the designed error state itself.
 */
export async function answerForUnbuiltPost(
  path: string,
  config: ContentServiceConfig,
  { timeoutMs = POST_CHECK_TIMEOUT_MS, log = console.error }: UnbuiltPostOptions = {},
): Promise<UnbuiltPostAnswer> {
  const slug = isPostAddress(path) ? slugOf(path) : undefined;
  if (slug === undefined || slug === '') return 'not-found';
  if (config.projectId === '') return 'not-found';
  try {
    // No retries: the shell retries in the browser, and the visitor should not wait for the host's backoff.
    const client = createContentClient(config, { maxRetries: 0 });
    const exists: unknown = await client.fetch(
      buildPostExistsQuery(),
      { slug },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    return exists === true ? 'shell' : 'not-found';
  } catch (error) {
    log(`[post address] ${path}: the content service did not answer (${String(error)}); serving the post shell`);
    return 'shell';
  }
}
