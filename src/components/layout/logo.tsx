// The Infinyte logo linking home, in the ink its surface scope calls for: on the
// page's surfaces it follows the theme (dark ink in light, white in dark); on the
// inverse and accent bands and over imagery (dark in both themes) it is white.
// The scope is the nearest `data-surface` around it (the footer's, the header's).
import { Link } from '@/lib/react/router-bindings';
import { cn } from '@/lib/cn';
import { Media } from '@/components/ui/media';
import { useAppRunning } from '@/lib/react/use-app-running';

export interface LogoProps {
  /** `lazy` where the logo starts below the fold (the footer's). */
  loading?: 'eager' | 'lazy';
  className?: string;
}

const inkClass =
  'dark:hidden in-data-[surface=inverse]:hidden in-data-[surface=media]:hidden in-data-[surface=accent]:hidden';
const whiteClass =
  'hidden dark:block in-data-[surface=inverse]:block in-data-[surface=media]:block in-data-[surface=accent]:block';

export function Logo({ loading = 'eager', className }: LogoProps) {
  // Where a dark scope hides the ink logo, the served page must not fetch (or preload) it ahead of
  // the hero's picture: until the header's island runs it waits, lazy, for its first showing (a lazy picture
  // that is not displayed is not fetched). Then it loads, ready for the header's scrolled state.
  const running = useAppRunning();
  return (
    <Link data-slot="logo" to="/" className={cn('inline-flex shrink-0 items-center rounded-sm', className)}>
      <Media
        src="/media/brand/logo-light.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        loading={running ? loading : 'lazy'}
        className={cn('h-9 w-auto', inkClass)}
      />
      <Media
        src="/media/brand/logo-dark.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        loading={loading}
        className={cn('h-9 w-auto', whiteClass)}
      />
    </Link>
  );
}
