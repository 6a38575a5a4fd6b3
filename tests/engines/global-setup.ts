import type { TestProject } from 'vitest/node';
import { startProbeProxy } from './error-probe';
import { describeEngines } from './engines';
import { startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site served by scripts/serve.ts. */
    siteUrl: string;
    /** The same site through the error-recording proxy (tests/engines/error-probe.ts), for WebKit. */
    probedSiteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  console.log(`Browser engines for the journeys and the route sweep:\n${describeEngines()}`);
  const site = await startSite(Number(process.env.ENGINES_SITE_PORT ?? 4185));
  const proxy = await startProbeProxy(site.url);
  project.provide('siteUrl', site.url);
  project.provide('probedSiteUrl', proxy.url);
  return async () => {
    await proxy.stop();
    await site.stop();
  };
}
