// The router scrolls every page it renders to the top (or to where the visitor left it). On a page's
// first load that page is server HTML the browser has already placed: at a text-fragment link's text
// (#:~:text=, which leaves no hash for the router to see), where a reload left it, or wherever the
// visitor scrolled while the app was loading. Sending it back to the top there loses what they found.

let firstRender = true;

/** The router's `scrollRestoration` test: false only for the first render, and only if the browser has scrolled. */
export function shouldRestoreScroll(): boolean {
  // The router also renders (and reports it) while prerendering, where there is no page to scroll.
  if (typeof window === 'undefined') return true;
  const first = firstRender;
  firstRender = false;
  return !(first && (window.scrollY > 0 || window.scrollX > 0));
}
