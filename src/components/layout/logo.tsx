// The Infinyte logo linking home. Over imagery it is always the light-ink mark;
// otherwise it follows the theme (dark ink in light, white in dark).
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';

export interface LogoProps {
  overMedia?: boolean;
  className?: string;
}

export function Logo({ overMedia = false, className }: LogoProps) {
  return (
    <Link to="/" className={cn('inline-flex shrink-0 items-center rounded-sm', className)}>
      <img
        src="/media/brand/logo-light.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        className={cn('h-9 w-auto dark:hidden', overMedia && 'hidden')}
      />
      <img
        src="/media/brand/logo-dark.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        className={cn('hidden h-9 w-auto dark:block', overMedia && 'block')}
      />
    </Link>
  );
}
