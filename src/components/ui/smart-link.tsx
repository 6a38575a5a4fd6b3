import { useId, type AnchorHTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';
import { Link } from '@/lib/react/router-bindings';
import { cn } from '@/lib/cn';
import { isPagePath, isSlugPath, slugRoute, staticRoute, type Href } from '@/config/page-links';
import { ExternalLinkIcon } from './icons';

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
export function SmartLink({ showExternalIcon, ownLayout, ...props }: SmartLinkProps) {
  if (linkKind(props.href) === 'external') {
    return <ExternalLink showExternalIcon={showExternalIcon} ownLayout={ownLayout} {...props} />;
  }
  return <SiteLink {...props} />;
}

function SiteLink({ href, children, className, ...props }: Omit<SmartLinkProps, 'showExternalIcon' | 'ownLayout'>) {
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

  return (
    <a data-slot="smart-link" href={href} className={className} {...props}>
      {children}
    </a>
  );
}

/**
 * A new-tab link whose one accessible name ends with the new-tab note: its words (in a `display: contents`
 * span, so the layout is the link's own) and the hidden note, joined by aria-labelledby; or its aria-label and
 * the note. Visually hidden text inside the link instead is taken out of the flow, and Firefox exposes it as a
 * block of its own: Orca read the note as a second link, on a line of its own.
 */
function ExternalLink({
  href,
  children,
  className,
  showExternalIcon = true,
  ownLayout = false,
  'aria-label': label,
  ...props
}: SmartLinkProps) {
  const autoId = useId();
  const textId = `link-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const noteId = `${textId}-new-tab`;
  const name = label ? { 'aria-label': `${label} ${NEW_TAB_NOTE}` } : { 'aria-labelledby': `${textId} ${noteId}` };
  return (
    <a
      data-slot="smart-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...name}
      className={cn(showExternalIcon && !ownLayout && 'inline-flex items-center gap-1', className)}
      {...props}
    >
      {label ? (
        children
      ) : (
        <span id={textId} className="contents">
          {children}
        </span>
      )}
      {showExternalIcon && <ExternalLinkIcon size="xs" className="opacity-80" />}
      {!label && (
        <span id={noteId} hidden>
          {NEW_TAB_NOTE}
        </span>
      )}
    </a>
  );
}

/** Ends the accessible name of every link that opens in a new tab. */
export const NEW_TAB_NOTE = '(opens in a new tab)';
