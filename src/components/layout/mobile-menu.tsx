// The menu button below 992 px. The sheet it opens (a Radix Dialog) is loaded
// on first hover, focus or press, keeping the dialog code out of first load.
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useAppRunning } from '@/lib/react/use-app-running';
import { MobileMenuFallback } from './mobile-menu-fallback';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

export function MobileMenu({ className }: { className?: string }) {
  // The sheet is open for the path it was opened on, so navigating closes it;
  // each opening mounts a fresh sheet that starts at the top level.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const running = useAppRunning();

  if (!running) return <MobileMenuFallback className={className} />;

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
        <Icon name="menu" size="lg" />
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            key={openings}
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
