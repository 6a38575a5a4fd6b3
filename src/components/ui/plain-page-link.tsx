// A link to a page of the site written as the router's <Link> writes it, for islands, which render without the
// router: the same attributes in the same order, its marks of the current page included (`active` class,
// data-status, aria-current), so a page reads and looks the same from either build.
import { use, type AnchorHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { IslandPagePath } from '@/lib/react/page-path';
import { pagePath } from '@/lib/seo/url';
import type { PagePath } from '@/lib/page-links';

export type PlainPageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: PagePath };

export function PlainPageLink({ href, className, children, ...props }: PlainPageLinkProps) {
  const to = pagePath(href);
  const current = use(IslandPagePath) === to;
  return (
    <a
      // The router's own mark of the current page, which no style reads: kept so both builds write the same markup.
      // eslint-disable-next-line better-tailwindcss/no-unknown-classes
      className={cn(className, current && 'active')}
      {...props}
      href={to}
      {...(current && { 'data-status': 'active', 'aria-current': 'page' as const })}
    >
      {children}
    </a>
  );
}
