import type { Page, Request } from '@playwright/test';

/**
 * Watches the requests for one lazily loaded chunk (matched by its file name) and can hold its
 * response back, so a test acts while the control it belongs to is still server HTML.
 */
export async function watchChunk(page: Page, name: RegExp, { hold = false } = {}) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (name.test(new URL(request.url()).pathname)) requests.push(request);
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (hold) {
    await page.route(
      (url) => name.test(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
  }
  return {
    /** How many times the chunk has been requested so far. */
    requested: () => requests.length,
    /** Lets the held response through. */
    release,
  };
}
