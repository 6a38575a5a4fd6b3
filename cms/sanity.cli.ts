// Sanity's CLI (`npm run studio`, `npm run studio:build`, `npm run studio:deploy`
// from the repository root). The project and dataset are the site's own settings.
import { defineCliConfig } from 'sanity/cli';
import { siteContentService, siteRoot, SITE_ENV_PREFIX } from './site-settings';

const { projectId, dataset } = siteContentService(process.env.SANITY_ACTIVE_ENV ?? 'production');

export default defineCliConfig({
  api: { projectId, dataset },
  // The studio runs the versions pinned in cms/package-lock.json, not whatever Sanity's CDN serves that day.
  deployment: { autoUpdates: false },
  vite: (config) => ({
    ...config,
    // sanity.config.ts reads import.meta.env.VITE_SANITY_* from the site's .env files and environment.
    envDir: siteRoot,
    envPrefix: [...[config.envPrefix ?? []].flat(), SITE_ENV_PREFIX],
  }),
});
