// The studio edits the content service the site reads: the same variables
// (VITE_SANITY_PROJECT_ID, VITE_SANITY_DATASET) from the same place (the
// environment, then the repository's .env files, as Vite loads them for the
// site's build). sanity.cli.ts points the studio's Vite at them.
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

/** The repository root: the site's .env files live there. */
export const siteRoot = fileURLToPath(new URL('..', import.meta.url));

/** The prefix of the site's content service variables, exposed to the studio's bundle as to the site's. */
export const SITE_ENV_PREFIX = 'VITE_SANITY_';

export function siteContentService(mode: string) {
  const env = loadEnv(mode, siteRoot, SITE_ENV_PREFIX);
  return {
    projectId: env.VITE_SANITY_PROJECT_ID?.trim() ?? '',
    dataset: env.VITE_SANITY_DATASET?.trim() || 'production',
  };
}
