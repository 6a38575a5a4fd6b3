import type { Page, Request } from '@playwright/test';

/** The header's stories file in the stories build, which Ladle loads as the story is opened. */
export const headerStoriesChunk = /\/assets\/header\.stories-[^/]*\.js$/;
/** The header island's code (the desktop menu, the theme toggle, the mobile Menu), preloaded with every page. */
export const headerChunk = /\/assets\/header\.island-[^/]*\.js$/;
/** The contact form's code, loaded on the visitor's intent (src/islands/contact-form.island.tsx). */
export const formChunk = /\/assets\/inquiry-form-[^/]*\.js$/;

/**
 * Watches the requests for one lazily loaded chunk (matched by its file name) and can hold its
 * response back, so a test acts while the control it belongs to is still server HTML, or fail
 * every request for it, as a dropped connection does.
 */
export async function watchChunk(page: Page, name: RegExp, { hold = false, fail = false } = {}) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (name.test(new URL(request.url()).pathname)) requests.push(request);
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (hold || fail) {
    await page.route(
      (url) => name.test(url.pathname),
      async (route) => {
        if (fail) return route.abort('connectionreset');
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
