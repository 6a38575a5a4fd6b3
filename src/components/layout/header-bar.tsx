// The site header. At the top of a page it sits on the hero's dark imagery
// with light text and no background; scrolling down past 170 px hides it,
// scrolling up brings it back on the surface colour. Focus inside keeps it shown.
// Pages whose top band is the inverse surface say so (`topSurface`).
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { useHeaderScroll } from './use-header-scroll';

/** What the header sits on at the top of a page: dark hero imagery, or the inverse surface band. */
export type HeaderTone = 'media' | 'inverse';

export interface HeaderBarProps {
  topSurface: HeaderTone;
  /** The desktop menu, there with the header's island. */
  mainMenu: ReactNode;
}

export function HeaderBar({ topSurface, mainMenu }: HeaderBarProps) {
  const { atTop, hidden } = useHeaderScroll();
  // The surface under the header: the page's top band at the top, its own surface once scrolled.
  const surface = atTop ? topSurface : 'default';
  return (
    <header
      data-state={hidden ? 'hidden' : 'shown'}
      data-at-top={atTop}
      className={cn(
        'fixed inset-x-0 top-0 z-header transition duration-slow ease-standard motion-reduce:transition-none',
        surface === 'media' && 'bg-transparent text-media-fg',
        // Painted, not transparent: the same colour as the band beneath, so the header's contrast holds by itself.
        surface === 'inverse' && 'bg-surface-inverse text-fg-inverse',
        surface === 'default' && 'border-b border-border bg-surface text-fg shadow-sm',
        hidden && '-translate-y-full focus-within:translate-y-0',
      )}
    >
      <Container size="lg" className="flex h-20 items-center justify-between gap-4">
        {/* The logo reads the surface it sits on from a scope of its own: a scope on the whole header would
            recolour the menu's raised panels too. No box of its own (contents), so it paints nothing. */}
        <div data-surface={surface} className="contents">
          <Logo />
        </div>
        {mainMenu}
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <MobileMenu className="lg:hidden" />
        </div>
      </Container>
    </header>
  );
}
