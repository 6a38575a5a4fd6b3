// The element that marks an island in a prerendered page, as its three readers name it: the server's wrapper
// (./island.tsx) writes it, the page's inline capture (./early/island-capture.ts) keeps presses inside it until
// it is ready, and the client runtime (./hydrate.ts) hydrates it and marks it ready. Kept free of React, so the
// inline script that reads it stays small.

/** A custom element with `display: contents`: it adds no box and no role, so layout and the accessibility tree are the island's own. */
export const ISLAND_TAG = 'infinyte-island';
/** The island's name in the registry (./registry.ts). */
export const ISLAND_NAME = 'name';
/** The island's props, as JSON: an attribute, not a child, so hydration meets exactly the island's own markup. */
export const ISLAND_PROPS = 'props';
/**
 * The prefix of the ids React makes inside the island (`useId`), the same on the server and in the browser: the
 * island is rendered as a tree of its own on both sides, so its ids match, and the prefix keeps two islands' apart.
 */
export const ISLAND_IDS = 'ids';
/**
 * `hydrate`: when an island's code is fetched and run, if not with the page. Such an island is left out of the
 * page's module preloads, and the runtime takes the attribute away when it starts fetching the code: present, it
 * says the island waits for the visitor.
 * - `visible`: when the island comes near the viewport (within half a viewport), or at the visitor's first move
 *   inside it, whichever is first: for what sits below the first screen (carousels, lists, galleries), whose code a
 *   visitor who does not scroll never pays for, and which would otherwise hydrate while the first screen is read;
 * - `intent`: on the visitor's first move inside it (a pointer over it, a press, focus, a key or input), for code a
 *   visitor may never need (the contact page's form, about half a copy page's budget);
 * - `move`: on the visitor's first wheel turn, touch or mouse move anywhere, for code that has nothing to do before
 *   (smooth scrolling);
 * - `load`: when the page has loaded (its load event: the pictures, styles and fonts it opened with are in), or at
 *   the visitor's first move inside it if sooner, for what starts by itself but matters less than what the page
 *   shows first (the hero's video, which waits for its poster anyway): its code, and React with it, is fetched after
 *   the page's first pictures rather than beside them;
 * - `act`: on the visitor's first act of any kind anywhere (a move, a touch, a wheel turn, a press, a key, focus),
 *   for the controls of every page (the header, the conversation's triggers and dialog): read without them, a page
 *   fetches no React at all; a press that comes before their code has run is kept and replayed on them
 *   (./early/island-capture.ts), and a pointer or a key is almost always on its way before the press.
 */
export const ISLAND_HYDRATE = 'hydrate';
export type IslandHydrate = 'visible' | 'intent' | 'load' | 'move' | 'act';
/** How near the viewport an island marked `hydrate="visible"` is hydrated (an IntersectionObserver's margin). */
export const VISIBLE_MARGIN = '50% 0px';
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;
export const MOVE_EVENTS = ['wheel', 'touchstart', 'pointermove'] as const;
export const ACT_EVENTS = [...MOVE_EVENTS, 'pointerdown', 'keydown', 'focusin'] as const;

/** Set by the runtime once the island's code has run and hydrated it: its controls answer presses from then on. */
export const ISLAND_READY = 'ready';

/** The island an element is in, while its code has not run yet. */
export const sleepingIsland = (element: Element) => element.closest(`${ISLAND_TAG}:not([${ISLAND_READY}])`);
