// The site's own events on islands pages, where every page is a document of its own (no router): the page view
// is sent as each page starts, and a 'navigation clicked' event, made just
// before its link leaves the page, is kept for the next page of the visit and sent there first. Queued on the
// page it was made on, it would go with that page before the queue reached the vendor (every few seconds).
import { page, trackNavigationClick, type NavigationClick } from '@/lib/analytics';
import { consent } from '@/lib/analytics/consent';
import { trackNavigationClicks } from '@/lib/analytics/navigation-clicks';

export const KEPT_CLICKS_KEY = 'infinyte-navigation-clicks';

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Whether following the click replaces this page (not a new tab or window, not a download). */
function leavesPage(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return link !== null && !modified && !link.hasAttribute('download') && ['', '_self'].includes(link.target);
}

function keepForNextPage(click: NavigationClick, event: MouseEvent) {
  // Nothing is written for a visitor who has not accepted: the event would be dropped anyway.
  if (consent.state() !== 'granted') return;
  const storage = session();
  if (!leavesPage(event) || !storage) return trackNavigationClick(click);
  try {
    storage.setItem(KEPT_CLICKS_KEY, JSON.stringify([...keptClicks(storage), click]));
  } catch {
    trackNavigationClick(click);
  }
}

const isClick = (value: unknown): value is NavigationClick =>
  typeof value === 'object' &&
  value !== null &&
  ['buttonText', 'clickFrom', 'pageName', 'pageUrl'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

function keptClicks(storage: Storage): NavigationClick[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(KEPT_CLICKS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isClick) : [];
  } catch {
    return [];
  }
}

/** The clicks the previous page kept, sent (and forgotten) before this page's view. */
export function sendKeptClicks() {
  const storage = session();
  if (!storage) return;
  const kept = keptClicks(storage);
  storage.removeItem(KEPT_CLICKS_KEY);
  for (const click of kept) trackNavigationClick(click);
}

/** This page's view, with its path and address. */
export const pageView = () => page({ path: window.location.pathname, url: window.location.href });

/** Listens for clicks on marked links, each kept for the page it leads to; returns the uninstall. */
export const keepNavigationClicks = () => trackNavigationClicks(keepForNextPage);
