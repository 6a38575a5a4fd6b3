// A region that wakes by itself (src/lib/early/press-contract.ts): its element is marked `data-wake="self"` in the
// prerendered page, so presses on its controls are kept from the first byte, and it wakes (the kept presses
// replayed) once its own code says it is ready, not when the root does.
import { useEffect, useRef } from 'react';
import { wake } from '@/lib/early/press-replay';

/** Props for the region's element; `ready`: whether its controls answer now (hydrated, and measured if need be). */
export function useSelfWake<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) wake(ref.current);
  }, [ready]);
  return { ref, 'data-wake': 'self' } as const;
}
