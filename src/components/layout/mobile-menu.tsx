// The menu button below 992 px. The sheet it opens (a Radix Dialog) is loaded
// on first hover, focus or press, keeping the dialog code out of first load.
// Before the header's island runs the menu is the no-script <details> sheet; what the
// visitor did there carries over: an open sheet stays open (drilled into the
// group they were in), and focus on it moves to the button that replaces it.
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from '@/lib/react/router-bindings';
import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { useAppRunning } from '@/lib/react/use-app-running';
import { fallbackGroupOf, MobileMenuFallback } from './mobile-menu-fallback';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

const loadSheet = () => importUnlessLeaving(() => import('./mobile-menu-sheet'));
const MobileMenuSheet = lazy(loadSheet);

/** What the no-script sheet hands over: whether it is open, the group focus is in, whether its button has focus. */
interface HandOver {
  open: boolean;
  group: string | null;
  focused: boolean;
}

export function MobileMenu({ className }: { className?: string }) {
  // The sheet is open for the path it was opened on, so navigating closes it;
  // each opening mounts a fresh sheet that starts at the top level.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLDetailsElement>(null);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const running = useAppRunning();

  // Read before the fallback goes. An open fallback stays until the island's sheet has loaded to take its place.
  useLayoutEffect(() => {
    const details = fallback.current;
    if (!running || handOver || !details) return;
    const focused = details.contains(document.activeElement);
    const read = (): HandOver => ({
      open: details.open,
      group: fallbackGroupOf(document.activeElement),
      focused: focused && !details.open,
    });
    if (!details.open) {
      setHandOver(read());
      return;
    }
    void loadSheet().then(() => {
      const state = read();
      if (state.open) {
        setOpenings(1);
        setOpenOn(pathname);
      }
      setHandOver(state);
    });
  }, [running, handOver, pathname]);

  // Focus on the no-script sheet's button stays on the button that replaced it.
  useLayoutEffect(() => {
    if (handOver?.focused) trigger.current?.focus();
  }, [handOver]);

  if (!running || !handOver) return <MobileMenuFallback ref={fallback} className={className} />;

  return (
    <>
      <Button
        ref={trigger}
        variant="bare"
        size="icon"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpenOn(pathname);
        }}
        className={className}
      >
        <MenuIcon size="lg" />
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            key={openings}
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            trigger={trigger}
            initialPanel={openings === 1 && handOver.open ? handOver.group : null}
          />
        </Suspense>
      )}
    </>
  );
}
