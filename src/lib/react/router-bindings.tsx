// What links and the header's menus would take from a router, without one: pages change as documents, so a link is
// a plain anchor and the location is the page's path (./page-path.ts), given by the server's frame and, in an
// island, by its props. A link writes what TanStack Router's <Link> writes for the page, its address
// percent-encoded and its marks of the current page included (`active` class, data-status, aria-current).
import { use, type AnchorHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { IslandPagePath } from './page-path';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The route as the router names it: '/about/', '/blog-details/$slug/'. */
  to: string;
  params?: { slug: string };
  activeOptions?: { exact?: boolean; includeHash?: boolean };
};

/** Whether the link's page is the current one, as the router matches it (without `exact`, a page's subpages too). */
function matches(address: string, current: string, exact: boolean) {
  return current === address || (!exact && address !== '/' && current.startsWith(address));
}

export function Link({ to, params, activeOptions, className, children, ...props }: LinkProps) {
  const address = params ? to.replace('$slug', params.slug) : to;
  const current = matches(address, use(IslandPagePath), activeOptions?.exact ?? false);
  return (
    <a
      {...props}
      // The router's own mark of the current page, which no style reads: kept so both builds write the same markup.
      // eslint-disable-next-line better-tailwindcss/no-unknown-classes
      className={cn(className, current && 'active')}
      href={encodeURI(address)}
      {...(current && { 'data-status': 'active', 'aria-current': 'page' as const })}
    >
      {children}
    </a>
  );
}

export const useLocation = () => ({ pathname: use(IslandPagePath) });
