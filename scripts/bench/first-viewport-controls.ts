// Which controls a visitor sees on arrival, and whether each would act on a press at once: the page-side
// half of the paint-to-ready measurement (scripts/bench/paint-to-ready.ts). It runs in the page, bundled
// with the press contract's own code, so "acts on a press" is decided by the rules the page itself follows
// (src/lib/early/press-contract.ts), not by a copy of them:
// - a link, a <summary>, a form field, and any control inside a form work without the app's code (the
//   contract leaves them to the browser), as do the theme toggle and the hero's video control, which the
//   inline start script answers (src/lib/early/theme-toggle-start.ts, hero-video-start.ts: the video's
//   control shows and keeps the choice at once; the clip, which has no source before the app, follows it
//   when the app starts): they act from the first paint;
// - any other button needs its code. It acts at once only when React has hydrated it, which React records
//   by putting the element's props, its handlers among them, on the element under a `__reactProps$` key
//   (read at every dispatch), and its region is awake. Before that a press is at best kept for a replay
//   (the contract, or React's own replay in a boundary that hydrates on intent): held, not acted on.
//   Once the root is awake, a press on a button whose Suspense boundary React has not hydrated yet (the
//   route's content hydrates after the root's effects) may still be answered, by React hydrating that
//   boundary on the spot first: counted not ready too, as the work stands between the press and its answer.
// Whether a region is awake is the app's signal; whether React has attached the handlers is React's, so
// the one checks the other: a region that says awake around a control without handlers reads not ready.
// On an islands page (docs/islands.md) a control in an island acts once its island is ready (its code has run
// and hydrated it): before that a press is kept and replayed, the theme toggle's and the video control's too
// (no inline answer there); one outside any island is static HTML and needs nothing.
import { CONTROL, asleepRegion } from '@/lib/early/press-contract';
import { THEME_TOGGLE } from '@/lib/early/theme-toggle-start';
import { HERO_VIDEO_CONTROL } from '@/lib/early/hero-video-start';

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
export type Readiness = null | 'asleep' | 'not hydrated';

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

/** Whether the browser or the inline start script answers the control without the app's code. */
const worksWithoutApp = (element: Element) =>
  !element.matches(CONTROL) ||
  element.closest('form') !== null ||
  element.matches(THEME_TOGGLE) ||
  element.matches(HERO_VIDEO_CONTROL);

export function readiness(element: Element): Readiness {
  const island = element.closest('infinyte-island');
  if (island) {
    if (!element.matches(CONTROL) || element.closest('form') !== null) return null;
    return island.hasAttribute('ready') && hydrated(element) ? null : 'not hydrated';
  }
  if (worksWithoutApp(element)) return null;
  if (!hydrated(element)) return 'not hydrated';
  return asleepRegion(element) ? 'asleep' : null;
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
