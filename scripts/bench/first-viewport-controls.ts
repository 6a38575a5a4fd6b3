// Which controls a visitor sees on arrival, and whether each would act on a press at once: the page-side
// half of the paint-to-ready measurement (scripts/bench/paint-to-ready.ts). It runs in the page, bundled
// with the islands' capture rules (src/lib/early/press-contract.ts), so "acts on a press" is decided by the
// rules the page itself follows, not by a copy of them:
// - a link, a <summary>, a form field, any control inside a form, and anything outside an island work without
//   scripts (the capture leaves them to the browser): they act from the first paint;
// - any other button of an island needs its island's code. It acts at once only when its island is ready (its
//   code has run and hydrated it: src/islands/island-root.tsx) and React has attached the button's handlers,
//   which React records by putting the element's props on it under a `__reactProps$` key (read at every
//   dispatch). Before that a press is at best kept for a replay: held, not acted on. The theme toggle's and
//   the hero video control's presses too: no inline script answers them;
// - a button of an island that waits for the visitor (still marked `hydrate`: the header's, which come at the
//   visitor's first act) fetches its code at the visitor's first move or press and answers that press by a
//   replay: it waits for the visitor, and how long its first press takes to be answered is measured apart
//   (scripts/bench/paint-to-ready.ts).
// The island's mark is its runtime's word and the props are React's, so the one checks the other.
import { CONTROL } from '@/lib/early/press-contract';

/** What a visitor can press or type into (wider than the press contract's controls, which need the app). */
const VISITOR_CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
].join(', ');

/** Why a control would not act on a press at once, or null when it would. */
export type Readiness = null | 'not hydrated' | 'waits for the visitor';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Whether a box (page coordinates at the top of the page) shows in the first viewport. */
export const inFirstViewport = (box: Box, viewport: { width: number; height: number }) =>
  box.width > 0 &&
  box.height > 0 &&
  box.top < viewport.height &&
  box.top + box.height > 0 &&
  box.left < viewport.width &&
  box.left + box.width > 0;

/** Whether React has hydrated the element: its props (handlers included) are attached. */
export const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

export function readiness(element: Element): Readiness {
  if (!element.matches(CONTROL) || element.closest('form') !== null) return null;
  const island = element.closest('infinyte-island');
  if (!island) return null;
  // An island marked `hydrate` waits for the visitor, except one that starts when the page has loaded.
  const when = island.getAttribute('hydrate');
  if (when !== null && when !== 'load') return 'waits for the visitor';
  return island.hasAttribute('ready') && hydrated(element) ? null : 'not hydrated';
}

/** The controls a visitor sees in the first viewport (the page scrolled to the top), in document order. */
export function firstViewportControls(document: Document, viewport: { width: number; height: number }): Element[] {
  const scroll = { top: document.defaultView?.scrollY ?? 0, left: document.defaultView?.scrollX ?? 0 };
  return [...document.querySelectorAll(VISITOR_CONTROLS)].filter((element) => {
    const rect = element.getBoundingClientRect();
    const box = { top: rect.top + scroll.top, left: rect.left + scroll.left, width: rect.width, height: rect.height };
    return inFirstViewport(box, viewport) && element.checkVisibility({ visibilityProperty: true });
  });
}

/** A short name for a control, to say which one was the last to become ready. */
export const controlName = (element: Element) =>
  `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
