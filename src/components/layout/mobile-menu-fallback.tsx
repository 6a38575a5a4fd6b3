// The menu below 992 px before the header's island runs (the prerendered page, or scripts
// that failed): a native <details> disclosure holding every menu link, so
// visitors and crawlers without scripts reach every page. The island replaces it
// with the menu button and its sheet, which look the same when closed; a
// sheet the visitor opened here stays open as the island's (./mobile-menu.tsx).
import type { Ref } from 'react';
import type { MenuLink } from '@/content/types';
import { buttonVariants } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { MenuContact } from './menu-contact';
import { mainMenuModel, type MenuPanelContent } from './menu-model';

const rowClass =
  'flex min-h-12 w-full items-center gap-1 rounded-md px-3 py-2 text-lg font-semibold hover:bg-surface-muted aria-[current=page]:bg-accent-subtle';

const fallbackId = (id: string) => `fallback-${id}`;

function LinkList({ links }: { links: MenuLink[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.label}>
          <SmartLink href={link.href} ownLayout className={rowClass}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

function Group({ content }: { content: MenuPanelContent }) {
  if (content.kind === 'links') return <LinkList links={content.links} />;
  return (
    <div className="flex flex-col gap-3">
      {content.groups.map((group) => (
        <div key={group.id} className="flex flex-col gap-1">
          <p id={fallbackId(group.id)} className="px-3 text-base font-semibold text-fg-muted">
            {group.label}
          </p>
          <LinkList links={group.links} />
        </div>
      ))}
    </div>
  );
}

/** The top-level group a fallback link belongs to, as the island's sheet names its drill-down panels. */
export const fallbackGroupOf = (element: Element | null) =>
  element?.closest('[data-menu-group]')?.getAttribute('data-menu-group') ?? null;

export function MobileMenuFallback({ className, ref }: { className?: string; ref?: Ref<HTMLDetailsElement> }) {
  return (
    <details ref={ref} data-menu-fallback="" className={className}>
      <summary
        aria-label="Menu"
        className={cn(
          buttonVariants({ variant: 'bare', size: 'icon' }),
          'list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <MenuIcon size="lg" />
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-5rem)] flex-col gap-6 overflow-y-auto border-b border-border bg-surface-raised px-gutter py-4 text-fg shadow-lg"
      >
        {mainMenuModel.map((entry) =>
          entry.kind === 'panel' ? (
            <section
              key={entry.id}
              aria-labelledby={fallbackId(entry.id)}
              data-menu-group={entry.label}
              className="flex flex-col gap-2"
            >
              <p id={fallbackId(entry.id)} className="px-3 text-sm font-semibold tracking-wide text-fg-muted uppercase">
                {entry.label}
              </p>
              <Group content={entry.content} />
            </section>
          ) : (
            <LinkList key={entry.link.label} links={[entry.link]} />
          ),
        )}
        <MenuContact />
      </nav>
    </details>
  );
}
