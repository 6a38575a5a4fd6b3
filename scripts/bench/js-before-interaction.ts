// The JavaScript a page fetches before any interaction: every script request
// from navigation until the network has been quiet (the app loads after the
// first paint, and nothing may follow it without the visitor), counted at its
// brotli size as the server sends it (the .br of scripts/compress.ts, or the
// same compression done here for files too small to have one).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

export function brotliSize(dist: string, pathname: string): number {
  const file = join(dist, decodeURIComponent(pathname));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

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
  // The app requests its code once the first paint is reported, and its idle-time chunks after that.
  await page.waitForSelector('html[data-layout="settled"]', { state: 'attached', timeout: 30_000 });
  while (inFlight > 0 || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  return [...scripts];
}
