// <html data-layout> says whether the page is ready: "settled" once every control on it would act on a
// press at once and its layout is final, "pending" before (the prerenderer writes "pending", so the
// signal is truthful from the first byte). Ready means: the app has hydrated, no deferred section
// that has started loading is still loading or mounting, every deferred section near the viewport has
// woken (its code mounted), and every region that wakes by itself (a carousel) has. Sections that wait
// for the visitor to come near (src/lib/react/lazy-section.ts) are listed by id in
// <html data-deferred> until they start; the prerenderer lists them all there and in
// <html data-deferred-sections>, so a band that React has not reached yet still counts. Their
// prerendered HTML holds the space they take, and presses on them are kept until they wake
// (src/lib/early/press-contract.ts). Screenshot tests (and anyone measuring layout shift) wait for these
// signals instead of for time, and bring the deferred ones in.
import { AWAKE, regionOf } from '@/lib/early/press-contract';

/** How far ahead of the viewport, in screen heights above and below, a deferred section starts loading. */
const NEAR_SCREENS = 1;
/** The same, as an IntersectionObserver's root margin. */
export const NEAR_VIEWPORT = `${NEAR_SCREENS * 100}% 0px`;

let hydrated = false;
let resolveHydrated = () => {};
/** Resolves once the app has hydrated the page (the root layout's first effect). */
export const appHydrated = new Promise<void>((resolve) => (resolveHydrated = resolve));
let pendingSections = 0;
const deferred = new Set<string>();
/** The prerendered deferred sections, and whether each is near the viewport (undefined: not measured yet). */
const nearness = new Map<Element, boolean | undefined>();

const isBrowser = typeof document !== 'undefined';

/** The ids the prerenderer listed (attribute value, space-separated). */
const listed = (name: string) =>
  (document.documentElement.getAttribute(name) ?? '').split(' ').filter((id) => id.length > 0);

if (isBrowser) {
  for (const id of listed('data-deferred')) deferred.add(id);
  const sections = listed('data-deferred-sections')
    .map((id) => document.getElementById(id))
    .filter((section) => section !== null);
  if (sections.length > 0 && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) nearness.set(entry.target, entry.isIntersecting);
        publish();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const section of sections) {
      nearness.set(section, undefined);
      observer.observe(section);
    }
  }
}

/**
 * Whether a section is drawn within NEAR_VIEWPORT (a screen) of the viewport now. The observer reports a scroll
 * a task after it, so its last word can be stale: a page that hydrated in that moment read settled with the
 * visitor already at a sleeping band.
 */
function nearNow(section: Element) {
  if (section.getClientRects().length === 0) return false;
  const { top, bottom } = section.getBoundingClientRect();
  return bottom >= -NEAR_SCREENS * window.innerHeight && top <= (1 + NEAR_SCREENS) * window.innerHeight;
}

/** Whether a prerendered deferred section still sleeps where the visitor is, or may be. */
const sleepsNear = (section: Element, near: boolean | undefined) =>
  section.isConnected && !section.hasAttribute(AWAKE) && (near !== false || nearNow(section));

/** Whether a region that wakes by itself still sleeps, outside a deferred section that waits far away. */
function selfRegionSleeps(region: Element): boolean {
  if (region.hasAttribute(AWAKE)) return false;
  const outer = region.parentElement ? regionOf(region.parentElement) : null;
  return !(outer && nearness.has(outer) && !outer.hasAttribute(AWAKE) && nearness.get(outer) === false);
}

function everyControlAwake() {
  for (const [section, near] of nearness) if (sleepsNear(section, near)) return false;
  for (const region of document.querySelectorAll('[data-wake="self"]')) if (selfRegionSleeps(region)) return false;
  return true;
}

/** Writes the signals from the current state; also called when a region wakes (src/lib/early/press-replay.ts). */
export function publish() {
  if (!isBrowser) return;
  const root = document.documentElement;
  root.dataset.layout = hydrated && pendingSections === 0 && everyControlAwake() ? 'settled' : 'pending';
  if (deferred.size > 0) root.dataset.deferred = [...deferred].join(' ');
  else delete root.dataset.deferred;
}

export function markHydrated() {
  hydrated = true;
  resolveHydrated();
  publish();
}

/** Holds the layout open until the returned release is called (safe to call twice). */
export function holdLayout(): () => void {
  if (!isBrowser) return () => undefined;
  pendingSections += 1;
  publish();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pendingSections -= 1;
    publish();
  };
}

/** Lists a section that waits for the visitor; the returned start takes it off the list and holds the layout. */
export function deferSection(id: string): () => () => void {
  deferred.add(id);
  publish();
  return () => {
    deferred.delete(id);
    return holdLayout();
  };
}
