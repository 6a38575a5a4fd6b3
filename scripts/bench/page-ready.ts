// When a page of either build is ready for what the bench does next, read in the page (pass the function to
// `page.waitForFunction`): the app's pages say it on `<html data-layout="settled">` (hydrated, deferred sections
// mounted); an islands page (docs/islands.md) has no page-wide state, so it is ready when every island hydrated
// with the page, or on its way since, carries `ready`. One still marked `hydrate` waits for the visitor, as it
// should: the runtime takes the mark away when it starts fetching the island's code (an island below the first
// screen, say, once it comes near; the runtime starts watching before any island's code has run).
// The selector is written inside the function: the function is sent to the page as its source.
export const pageReady = () => {
  const islands = [...document.querySelectorAll('infinyte-island:not([hydrate])')];
  return islands.length > 0
    ? islands.every((island) => island.hasAttribute('ready'))
    : document.documentElement.dataset.layout === 'settled';
};

/**
 * Whether the page's code runs: the app's root has hydrated (`<html data-hydrated="true">`, its deferred sections
 * may still be on their way), or on an islands page every island hydrated with the page is ready.
 */
export const pageRunning = () => {
  const islands = [...document.querySelectorAll('infinyte-island:not([hydrate])')];
  return islands.length > 0
    ? islands.every((island) => island.hasAttribute('ready'))
    : document.documentElement.dataset.hydrated === 'true';
};
