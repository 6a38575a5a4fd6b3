import type { AnchorHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';

export type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'onClick'> & {
  href: string;
  children: ReactNode;
  className?: string;
  /** External links show an arrow icon unless the design already signals it. */
  showExternalIcon?: boolean;
  /** The className lays the link out itself (a button, a menu row), so the arrow adds no inline-flex of its own. */
  ownLayout?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

type LinkKind = 'internal' | 'local' | 'external';

export function linkKind(href: string): LinkKind {
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal';
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return 'local';
  return 'external';
}

/** Picks the right element for an address: router link, plain anchor, or new-tab external link. */
export function SmartLink({
  href,
  children,
  className,
  showExternalIcon = true,
  ownLayout = false,
  ...props
}: SmartLinkProps) {
  const kind = linkKind(href);

  if (kind === 'internal') {
    const [path = '/', hash] = href.split('#');
    return (
      <Link
        data-slot="smart-link"
        to={path as LinkProps['to']}
        hash={hash}
        // aria-current="page" only on the page itself, not on every ancestor path.
        activeOptions={{ exact: true, includeHash: false }}
        className={className}
        {...props}
      >
        {children}
      </Link>
    );
  }

  if (kind === 'local') {
    return (
      <a data-slot="smart-link" href={href} className={className} {...props}>
        {children}
      </a>
    );
  }

  return (
    <a
      data-slot="smart-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(showExternalIcon && !ownLayout && 'inline-flex items-center gap-1', className)}
      {...props}
    >
      {children}
      {showExternalIcon && <Icon name="external-link" size="xs" className="opacity-80" />}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </a>
  );
}
