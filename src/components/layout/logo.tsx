// The Infinyte logo linking home. On the surface it follows the theme (dark
// ink in light, white in dark); over imagery it is always white; on the
// inverse band it is the opposite of the theme.
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { Media } from '@/components/ui/media';

export type LogoBackdrop = 'surface' | 'media' | 'inverse';

export interface LogoProps {
  backdrop?: LogoBackdrop;
  className?: string;
}

const inkClass: Record<LogoBackdrop, string> = {
  surface: 'dark:hidden',
  media: 'hidden',
  inverse: 'hidden dark:block',
};
const whiteClass: Record<LogoBackdrop, string> = {
  surface: 'hidden dark:block',
  media: 'block',
  inverse: 'dark:hidden',
};

export function Logo({ backdrop = 'surface', className }: LogoProps) {
  return (
    <Link to="/" className={cn('inline-flex shrink-0 items-center rounded-sm', className)}>
      <Media
        src="/media/brand/logo-light.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        loading="eager"
        className={cn('h-9 w-auto', inkClass[backdrop])}
      />
      <Media
        src="/media/brand/logo-dark.svg"
        alt="Infinyte home"
        width={180}
        height={40}
        loading="eager"
        className={cn('h-9 w-auto', whiteClass[backdrop])}
      />
    </Link>
  );
}
