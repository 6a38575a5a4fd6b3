import type { NewsPost } from '@/content/types';
import { site } from '@/config/site';
import { mapWordpressPost } from './map-post';
import { wordpressPostListSchema } from './schema';
import { isBlogApiConfigured } from './config';

const isHttpsUrl = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

export class BlogApiError extends Error {
  override readonly name = 'BlogApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The answer's body, stored as the fetch error (specification section 8). */
    readonly responseBody: string | undefined,
  ) {
    super(message);
  }
}

export interface FetchNewsOptions {
  base?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** GET {base}/wp/v2/posts?_embed&tags={tag}, validated and mapped to NewsPost. */
export async function fetchNewsByTag(tag: string | number, options: FetchNewsOptions = {}): Promise<NewsPost[]> {
  const { base = site.blogApiBase, fetch: fetchImpl = globalThis.fetch, signal } = options;
  if (!isBlogApiConfigured(base)) throw new BlogApiError('No blog API is configured', undefined, undefined);

  const url = `${base.replace(/\/+$/, '')}/wp/v2/posts?_embed&tags=${encodeURIComponent(String(tag))}`;
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal });
  const text = await response.text();
  if (!response.ok) throw new BlogApiError(`The blog API answered HTTP ${response.status}`, response.status, text);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BlogApiError('The blog API answered without JSON', response.status, text);
  }
  // A card links out to the post: only https links are followed, a post with any other link is left out.
  return wordpressPostListSchema
    .parse(json)
    .filter((post) => isHttpsUrl(post.link))
    .map(mapWordpressPost);
}
