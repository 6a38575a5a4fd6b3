import type { AnchorHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { isPagePath, isSlugPath, slugRoute, staticRoute, type Href } from '@/lib/page-links';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';

export type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'onClick'> & {
  /** A page of the site (checked against the routes: a dead link fails the type check) or an outside address. */
  href: Href;
  children: ReactNode;
  className?: string;
  /** External links show an arrow icon unless the design already signals it. */
  showExternalIcon?: boolean;
  /** The className lays the link out itself (a button, a menu row), so the arrow adds no inline-flex of its own. */
  ownLayout?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

type LinkKind = 'internal' | 'local' | 'external';

export function linkKind(href: Href): LinkKind {
  if (isPagePath(href)) return 'internal';
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
  if (isPagePath(href)) {
    // The router's route for the page (and its slug); aria-current="page" only on the page itself, not on
    // every ancestor path.
    const route = isSlugPath(href) ? slugRoute(href) : { to: staticRoute(href) };
    return (
      <Link
        data-slot="smart-link"
        {...route}
        activeOptions={{ exact: true, includeHash: false }}
        className={className}
        {...props}
      >
        {children}
      </Link>
    );
  }

  const kind = linkKind(href);
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
