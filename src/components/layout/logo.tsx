// The Infinyte logo linking home. `tone` is the surface it sits on: on the page
// surface it follows the theme (dark ink in light, white in dark); over imagery
// it and on the inverse band (dark in both themes) it is always white.
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { Media } from '@/components/ui/media';
import { useAppRunning } from '@/lib/react/use-app-running';

export type LogoTone = 'default' | 'media' | 'inverse';

export interface LogoProps {
  tone?: LogoTone;
  /** `lazy` where the logo starts below the fold (the footer's). */
  loading?: 'eager' | 'lazy';
  className?: string;
}

const inkClass: Record<LogoTone, string> = {
  default: 'dark:hidden',
  media: 'hidden',
  inverse: 'hidden',
};
const whiteClass: Record<LogoTone, string> = {
  default: 'hidden dark:block',
  media: 'block',
  inverse: 'block',
};

export function Logo({ tone = 'default', loading = 'eager', className }: LogoProps) {
  // Over imagery the ink logo is hidden in both themes: the served page does not fetch (or preload) it
  // ahead of the hero's picture. Once the app runs it loads, ready for the header's scrolled state.
  const running = useAppRunning();
  const inkLoading = tone === 'media' && !running ? 'lazy' : loading;
  return (
    <Link to="/" className={cn('inline-flex shrink-0 items-center rounded-sm', className)}>
      <Media
        src="/media/brand/logo-light.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        loading={inkLoading}
        className={cn('h-9 w-auto', inkClass[tone])}
      />
      <Media
        src="/media/brand/logo-dark.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        loading={loading}
        className={cn('h-9 w-auto', whiteClass[tone])}
      />
    </Link>
  );
}
