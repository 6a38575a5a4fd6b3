import type { TestProject } from 'vitest/node';
import { startSite } from '../engines/site';
import { missingTool } from './tools';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site served by scripts/serve.mjs, with its inquiry endpoint. */
    siteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const missing = missingTool();
  if (missing) {
    console.log(`screen reader: skipped: ${missing} (scripts/install-screen-reader.sh installs it)`);
    project.provide('siteUrl', '');
    return;
  }
  const site = await startSite(Number(process.env.SCREEN_READER_SITE_PORT ?? 4186));
  project.provide('siteUrl', site.url);
  return () => site.stop();
}
