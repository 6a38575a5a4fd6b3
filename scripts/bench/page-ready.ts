// When a page is ready for what the bench (or a test) does next, read in the page (pass the function to
// `page.waitForFunction`). A page has no page-wide state: it is ready once it is parsed and every island hydrated
// with the page, or on its way since, carries `ready` (src/islands/island-root.tsx). Parsed first: a page that has
// just committed (a link followed, a prerendered page shown) may have no island parsed yet, and "every island is
// ready" is then true of none: a test went on to a list whose island had not been parsed and never came near.
// One still marked `hydrate` waits for the visitor, as it should: the runtime takes the mark away when it starts
// fetching the island's code (an island below the first screen, say, once it comes near; the runtime starts
// watching before any island's code has run).
// The selector is written inside the function: the function is sent to the page as its source.
export const pageReady = () =>
  document.readyState !== 'loading' &&
  [...document.querySelectorAll('infinyte-island:not([hydrate])')].every((island) => island.hasAttribute('ready'));
