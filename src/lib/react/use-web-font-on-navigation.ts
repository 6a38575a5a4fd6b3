import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { putHeldWebFontInUse } from '@/lib/web-font';

/**
 * A web font held back on the first page (it would have moved lines in view, see src/lib/web-font.ts)
 * is put in use on the next navigation: the router reports it resolved once the new page is rendered,
 * in the same task, so the new page's first frame is already drawn in it.
 */
export function useWebFontOnNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
        if (pathChanged && fromLocation) putHeldWebFontInUse();
      }),
    [router],
  );
}
