// The scripts a page fetches before any interaction, as a browser shows them: every script request
// from navigation until the network has been quiet (nothing may follow the page's own load without the visitor:
// the islands that wait for the visitor fetch their code, and React, at the visitor's act). The bench waits on this before it interacts, and checks with it
// that scripts/bench/first-load.ts, which counts the bytes from the build, missed no script.
import type { Page, Request } from '@playwright/test';
import { pageReady } from './page-ready.ts';

/** Scripts of this origin a page requests until `quietMs` pass with no request in flight. */
export async function scriptsBeforeInteraction(page: Page, url: string, { quietMs = 1500 } = {}): Promise<string[]> {
  const scripts = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const origin = new URL(url).origin;
  const onRequest = (request: Request) => {
    inFlight += 1;
    lastActivity = Date.now();
    const requestUrl = new URL(request.url());
    if (request.resourceType() === 'script' && requestUrl.origin === origin) scripts.add(requestUrl.pathname);
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.goto(url, { waitUntil: 'load' });
  // The islands hydrated with the page are ready; those that wait for the visitor have fetched nothing.
  await page.waitForFunction(pageReady, undefined, { timeout: 30_000 });
  while (inFlight > 0 || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  return [...scripts];
}
