import { intentControls } from '../support/layout';

// States of the site the journeys wait for, as functions run in the page (BiDi sends their source, so each is
// self-contained: no closure over this module).

/**
 * Hydrated, every deferred section started, the layout settled, and the controls that hydrate on intent (the
 * desktop menu, the contact form) hydrated, as a key press in them would: a journey starts from the page a
 * listener meets once scripts have run.
 */
export const pageReady = new Function(
  `const intent = ${JSON.stringify(intentControls)};
   const root = document.documentElement;
   if (root.dataset.hydrated !== 'true') return false;
   const deferred = (root.dataset.deferred ?? '').split(' ').filter(Boolean);
   if (deferred.length > 0) {
     document.getElementById(deferred[0])?.scrollIntoView({ block: 'center', behavior: 'instant' });
     return false;
   }
   if (root.dataset.layout !== 'settled') return false;
   const controls = [...document.querySelectorAll(intent.join(','))];
   const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
   if (!controls.every(hydrated)) {
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
