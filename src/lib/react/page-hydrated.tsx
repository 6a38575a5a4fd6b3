// The app says it has hydrated (<html data-hydrated>, the layout's readiness) and answers the presses kept
// before it (src/lib/early/press-replay.ts) once two parts have hydrated: the frame (header, footer,
// src/components/layout/root-layout.tsx) and the route's own content. The router renders the content inside its
// own Suspense boundary, which React hydrates after the frame's effects have run: a press replayed on content
// still server HTML made React hydrate it in the middle of the press (the hero video's Play, replayed so, left
// the clip paused).
import { useEffect } from 'react';
import { wake } from '@/lib/early/press-replay';
import { markHydrated } from '@/lib/layout-readiness';

type Part = 'frame' | 'content';
const hydratedParts = new Set<Part>();

function partHydrated(part: Part) {
  hydratedParts.add(part);
  if (hydratedParts.size < 2) return;
  document.documentElement.dataset.hydrated = 'true';
  markHydrated();
  wake(document.getElementById('root'));
}

/** The frame's half: called once by the root layout. */
export function useFrameHydrated() {
  useEffect(() => partHydrated('frame'), []);
}

/** The content's half: rendered by every route's component (a page, not found, error, a post still loading). */
export function ContentHydrated() {
  useEffect(() => partHydrated('content'), []);
  return null;
}
