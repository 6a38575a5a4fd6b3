// One import site for the visitor's reduced-motion preference, shared by
// carousels and videos. The prerendered HTML cannot know the
// preference, so the hydrating render reports `null` like the server did
// (anything else makes React discard the page with a hydration error) and
// the real value follows straight after, and on every change.
import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(query).matches;
const getServerSnapshot = () => null;

export function useReducedMotion(): boolean | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
