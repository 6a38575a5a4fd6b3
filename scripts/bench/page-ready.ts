// When a page is ready for what the bench (or a test) does next, read in the page (pass the function to
// `page.waitForFunction`). A page has no page-wide state: it is ready once it is parsed and every island hydrated
// with the page, or on its way since, carries `ready` (src/islands/island-root.tsx). Parsed first: a page that has
// just committed (a link followed, a prerendered page shown) may have no island parsed yet, and "every island is
// ready" is then true of none: a test went on to a list whose island had not been parsed and never came near.
// One still marked `hydrate` waits for the visitor, as it should: the runtime takes the mark away when it starts
// fetching the island's code (an island below the first screen, say, once it comes near; the runtime starts
// watching before any island's code has run). One marked `hydrate="load"` waits for no visitor: it starts at the
// page's load event, and the page is not ready before it is.
// The selector is written inside the function: the function is sent to the page as its source.
export const pageReady = () =>
  document.readyState !== 'loading' &&
  [...document.querySelectorAll('infinyte-island:is(:not([hydrate]), [hydrate="load"])')].every((island) =>
    island.hasAttribute('ready'),
  );

/**
 * `pageReady` for a page the visitor has acted on, for tests that start from the page a visitor meets once they
 * press, type or move: the islands that wait for the visitor's first act (`hydrate="act"`: the header, the
 * conversation) are brought in as a key would bring them (Shift, which does nothing else), then every island
 * hydrated with the page or started since is ready. The key is sent once the page has loaded, after its module
 * script has run: the runtime listens from its start, so the key is heard. (Not at DOMContentLoaded: a test's fake
 * clock hides the navigation's timing. A page the browser prerendered starts its islands when shown, and is shown
 * before a test reads it.)
 */
export const actedPageReady = () => {
  if (document.readyState !== 'complete') return false;
  if (document.querySelector('infinyte-island[hydrate="act"]'))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
  return [...document.querySelectorAll('infinyte-island:is(:not([hydrate]), [hydrate="load"])')].every((island) =>
    island.hasAttribute('ready'),
  );
};
