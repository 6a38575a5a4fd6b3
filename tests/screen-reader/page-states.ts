import { actedPageReady as islandsReady } from '../../scripts/bench/page-ready';
import { intentControls } from '../support/layout';

// States of the site the journeys wait for, as functions run in the page (BiDi sends their source, so each is
// self-contained: no closure over this module).

/**
 * Every island of the page ready (scripts/bench/page-ready.ts, actedPageReady: those that wait for the visitor's
 * first act brought in as a key would, then each island hydrated with the page, or started since, has run its
 * code), every island that waits until the visitor comes near (`hydrate="visible"`) brought in
 * and ready, and the controls whose islands hydrate on intent (the contact form) hydrated, as a key press in them
 * would: a journey starts from the page a listener meets once scripts have run, at its top.
 */
export const pageReady = new Function(
  `const intent = ${JSON.stringify(intentControls)};
   const islandsReady = ${islandsReady.toString()};
   if (document.querySelectorAll('infinyte-island').length === 0 || !islandsReady()) return false;
   for (const island of document.querySelectorAll('infinyte-island[hydrate="visible"]')) {
     // An island with no box at this width waits for a listener who can see it.
     const box = [...island.querySelectorAll('*')].find((element) => element.getClientRects().length > 0);
     if (box) {
       box.scrollIntoView({ block: 'center', behavior: 'instant' });
       return false;
     }
   }
   const controls = [...document.querySelectorAll(intent.join(','))];
   if (!controls.every((control) => control.closest('infinyte-island')?.hasAttribute('ready'))) {
     for (const control of controls) control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
     return false;
   }
   window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
   return window.scrollY === 0;`,
) as () => boolean;

/** A page state that holds when the focused element matches the selector. */
export const focusOn = (selector: string) =>
  new Function(`return document.activeElement?.matches(${JSON.stringify(selector)}) ?? false;`) as () => boolean;

/** A page state that holds when the focused element is inside what the selector matches. */
export const focusIn = (selector: string) =>
  new Function(`return !!document.activeElement?.closest(${JSON.stringify(selector)});`) as () => boolean;

/** A page state that holds when nothing matches the selector. */
export const gone = (selector: string) =>
  new Function(`return !document.querySelector(${JSON.stringify(selector)});`) as () => boolean;

/** A page state that holds when the focused element matches the selector and its text starts with `text`. */
export const focusOnText = (selector: string, text: string) =>
  new Function(
    `const focused = document.activeElement;
     return !!focused?.matches(${JSON.stringify(selector)}) && focused.textContent.trim().startsWith(${JSON.stringify(text)});`,
  ) as () => boolean;
