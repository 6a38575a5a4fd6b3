// What an island's tree is wrapped in, the same on the server (./island-mark.tsx) and in the browser
// (./hydrate-root.tsx), so the two render one tree and hydration meets exactly what the server wrote.
import { createContext, useEffect, type ReactNode } from 'react';
import { replayPress } from '@/lib/early/replay-press';
import { ISLAND_READY, ISLAND_TAG } from './island-element';

/** True inside an island: a control whose mark would write an island of its own is rendered plainly there. */
export const InsideIsland = createContext(false);

function markReady(island: Element) {
  island.setAttribute(ISLAND_READY, '');
  const presses = window.earlyPresses ?? [];
  const due = presses.filter((press) => press.control.closest(ISLAND_TAG) === island);
  for (const press of due) presses.splice(presses.indexOf(press), 1);
  // After the commit that hydrated the island: its handlers are attached by then.
  if (due.length > 0) queueMicrotask(() => due.forEach(replayPress));
}

/** `island`: the element hydrated (in the browser), whose first commit makes it ready; none on the server. */
export function IslandRoot({ island, children }: { island: Element | null; children: ReactNode }) {
  useEffect(() => {
    if (island) markReady(island);
  }, [island]);
  return <InsideIsland value>{children}</InsideIsland>;
}
