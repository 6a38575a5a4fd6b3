import { trackNavigationClick, type NavigationClick } from './index';

/**
 * Links whose clicks are 'navigation clicked' events carry this attribute, naming where the
 * click came from (`data-navigation-click="Main menu"`: the menu's Contact Us link and the
 * call-to-action banner). One listener, installed only in builds with analytics, reads it,
 * so the links themselves carry no analytics code into the first load.
 */
const NAVIGATION_CLICK = 'data-navigation-click';

/**
 * Tracks every click on a marked link; returns the uninstall. Silent without consent, like every event. `send`
 * hands the event on (islands pages keep it for the next page: src/components/consent/page-events.ts).
 */
export function trackNavigationClicks(
  send: (click: NavigationClick, event: MouseEvent) => void = trackNavigationClick,
): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${NAVIGATION_CLICK}]`) : null;
    if (!link) return;
    // Capture phase: the page is still the one clicked on, before the router navigates away.
    send(
      {
        buttonText: link.textContent?.trim() ?? '',
        clickFrom: link.getAttribute(NAVIGATION_CLICK) ?? '',
        pageName: document.title,
        pageUrl: window.location.href,
      },
      event,
    );
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
