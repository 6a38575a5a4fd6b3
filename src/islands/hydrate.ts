// Hydrates islands: each <infinyte-island> of the page as a React root of its own, with the props the server
// wrote, once its module (its own chunk) has arrived. An island is ready when its code has run: its first
// commit sets `ready` on its element, and the presses the inline capture kept on it meanwhile
// (./early/island-capture.ts) are replayed on it, once each and in order (./island-root.tsx). An island marked
// `hydrate` waits before its code is fetched: for the visitor to come near (`visible`), a move inside it (`intent`),
// a move anywhere (`move`) or the visitor's first act of any kind (`act`), or for the page's load (`load`); see
// ./island-element.ts.
// This module decides when and holds no React: React comes with the first island that starts (./hydrate-root.tsx),
// so a page whose islands all wait for the visitor runs this and nothing more until the visitor acts.
import type { HydrationOptions, Root } from 'react-dom/client';
import {
  ACT_EVENTS,
  INTENT_EVENTS,
  ISLAND_HYDRATE,
  ISLAND_NAME,
  ISLAND_PROPS,
  ISLAND_TAG,
  MOVE_EVENTS,
  type IslandHydrate,
  VISIBLE_MARGIN,
} from './island-element';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';
import { isIslandName, islandModules, type IslandModule } from './registry';

/** Hydrates one island element; `options` are React's (tests listen for recoverable errors). */
export async function hydrateIsland(island: Element, options?: HydrationOptions): Promise<Root> {
  const name = island.getAttribute(ISLAND_NAME);
  if (!isIslandName(name)) throw new Error(`No island is named ${JSON.stringify(name)}`);
  // Each module reads its own props (`parseProps`), so its component gets what it takes.
  // Fetched so that a visitor leaving the page mid-import sees no error (Firefox aborts imports in flight).
  const load = islandModules[name] as () => Promise<IslandModule<object>>;
  // The island's module and React's root together: on a page that hydrates nothing at once, React comes now.
  const [module, { hydrateIslandRoot }] = await Promise.all([
    importUnlessLeaving(load),
    importUnlessLeaving(() => import('./hydrate-root')),
  ]);
  const props = module.parseProps(JSON.parse(island.getAttribute(ISLAND_PROPS) ?? 'null'));
  return hydrateIslandRoot(island, module, props, options);
}

/** What starts an island that waits, by its `hydrate` value (./island-element.ts): events on the page or in it. */
const STARTED_BY: Record<IslandHydrate, { on: 'page' | 'island'; events: readonly string[] }> = {
  visible: { on: 'island', events: INTENT_EVENTS }, // or coming near (whenNear)
  intent: { on: 'island', events: INTENT_EVENTS },
  load: { on: 'island', events: INTENT_EVENTS }, // or the page's load (whenLoaded)
  move: { on: 'page', events: MOVE_EVENTS },
  act: { on: 'page', events: ACT_EVENTS },
};

/**
 * Hydrates every island of the page, each as soon as its own code is there; one marked `hydrate` when the visitor
 * gives it cause (./island-element.ts), or now if the visitor acted on it before this ran. Resolves with the roots
 * of the islands hydrated now.
 */
export function hydrateIslands(page: ParentNode = document, options?: HydrationOptions) {
  const withPage: Element[] = [];
  for (const island of page.querySelectorAll(ISLAND_TAG)) {
    const when = island.getAttribute(ISLAND_HYDRATE);
    if (!when) {
      withPage.push(island);
      continue;
    }
    // The visitor acted before this module ran: a press kept on the island (src/islands/early/island-capture.ts),
    // replayed on it once it is ready, or for an island that waits for any act, any press or key the browser counted
    // as the visitor's (sticky user activation: a pointer held down on the no-script menu, say). It starts now.
    const acted = when === 'act' && navigator.userActivation?.hasBeenActive === true;
    if (acted || window.earlyPresses?.some((press) => press.control.closest(ISLAND_TAG) === island)) {
      island.removeAttribute(ISLAND_HYDRATE);
      withPage.push(island);
      continue;
    }
    const stops: (() => void)[] = [];
    const start = once(() => {
      for (const stop of stops) stop();
      // No longer waiting: from here it is on its way, and ready once its code has run.
      island.removeAttribute(ISLAND_HYDRATE);
      void hydrateIsland(island, options);
    });
    const { on, events } = STARTED_BY[when as IslandHydrate] ?? STARTED_BY.intent;
    stops.push(listen(on === 'page' ? window : island, events, start));
    if (when === 'visible') stops.push(whenNear(island, start));
    if (when === 'load') stops.push(whenLoaded(start));
    if (when === 'intent') leaveRequiredToScript(island);
  }
  return Promise.all(withPage.map((island) => hydrateIsland(island, options)));
}

/**
 * Hydrates the page's islands once the page is shown: at once, or, on a page the browser prerenders ahead of a
 * navigation (Speculation Rules, scripts/speculation-rules.ts), when the visitor arrives on it. What islands do
 * at start (a page view counted, a feed fetched) is for a page the visitor sees; its code is fetched meanwhile.
 */
export function hydrateWhenShown(page: Document = document, options?: HydrationOptions) {
  // (TypeScript's DOM types do not have `prerendering` yet.)
  if (!(page as Document & { prerendering?: boolean }).prerendering) return void hydrateIslands(page, options);
  page.addEventListener('prerenderingchange', () => void hydrateIslands(page, options), { once: true });
}

const once = (run: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

/**
 * Calls `then` at the first of these events on `target`, in the capture phase (the event is seen whatever inside
 * answers it, and goes on to its target unchanged); returns what stops listening.
 */
function listen(target: EventTarget, types: readonly string[], then: () => void) {
  const options = { capture: true, passive: true };
  for (const type of types) target.addEventListener(type, then, options);
  return () => {
    for (const type of types) target.removeEventListener(type, then, options);
  };
}

/**
 * Calls `then` when any box of the island comes within VISIBLE_MARGIN of the viewport; returns what stops
 * watching. The island's element has no box of its own (`display: contents`), so its children are watched, through
 * any that have none either; an island with no box at all (nothing shown yet) is hydrated now.
 */
function whenNear(island: Element, then: () => void) {
  const boxes = boxesOf(island);
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) then();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}

/** Calls `then` at the page's load event, or now if it has passed; returns what stops waiting. */
function whenLoaded(then: () => void) {
  if (document.readyState === 'complete') {
    then();
    return () => {};
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

function boxesOf(element: Element): Element[] {
  return [...element.children].flatMap((child) =>
    getComputedStyle(child).display === 'contents' ? boxesOf(child) : [child],
  );
}

/**
 * The page runs scripts, so the island's form fields need not wait for its code to stop being `:invalid`: an empty
 * `required` field is, and Firefox reads it as "invalid entry" to a visitor who has typed nothing. They say
 * aria-required instead, as the form does once its code runs (Field's `script` validation); a send before then is
 * the native post, checked by the endpoint, which answers with a page naming each problem.
 */
function leaveRequiredToScript(island: Element) {
  for (const control of island.querySelectorAll('form [required]')) {
    control.setAttribute('aria-required', 'true');
    control.removeAttribute('required');
  }
}
