import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { site } from '@/config/site';

export interface ContentServiceConfig {
  projectId: string;
  dataset: string;
  apiHost: string;
  apiVersion: string;
}

/**
 * A read-only client: CDN off (the specification), published documents only
 * (API versions before 2025-02-19 default to `raw`, which includes drafts for
 * a token holder), and with `apiHost` set the project is named in a header
 * instead of the hostname, so a local fake works.
 */
export function createContentClient(
  config: ContentServiceConfig = site.sanity,
  /** A host answering a visitor (scripts/site-server.ts) does without the client's retries. */
  retries: Pick<ClientConfig, 'maxRetries'> = {},
): SanityClient {
  return createClient({
    ...retries,
    projectId: config.projectId,
    dataset: config.dataset || 'production',
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
}
