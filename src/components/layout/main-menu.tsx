// The desktop main menu (992 px and wider): disclosure buttons, each showing
// its panel in place (use-menu-disclosure.ts: click, hover, Escape with focus
// return, closing from outside). Until the app runs, each panel is also in the
// HTML, shown by CSS on hover and keyboard focus, so visitors and crawlers
// without scripts reach every page.
import { useId, type KeyboardEvent } from 'react';
import { mainMenu } from '@/content/navigation';
import type { MenuItem } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { SmartLink, linkKind } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { useAppRunning } from '@/lib/react/use-app-running';
import { MenuContact } from './menu-contact';
import { useMenuDisclosure } from './use-menu-disclosure';

const topItemClass =
  'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold underline-offset-8 hover:underline aria-[current=page]:underline';

export const groupId = (name: string) => `menu-group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function PanelLink({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  return (
    <li>
      <SmartLink
        href={item.to ?? '/'}
        showExternalIcon={false}
        onClick={onNavigate}
        className="flex flex-col items-start gap-0.5 rounded-md p-3 hover:bg-surface-muted aria-[current=page]:bg-accent-subtle"
      >
        <span className="inline-flex items-center gap-1 font-semibold">
          {item.name}
          {linkKind(item.to ?? '/') === 'external' && <Icon name="external-link" size="xs" />}
        </span>
        {item.description && <span className="text-sm text-fg-muted">{item.description}</span>}
      </SmartLink>
    </li>
  );
}

/** A panel's links; `onNavigate` closes the open panel when one is followed (a link to this page changes no path). */
function Panel({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const children = item.dropdownMenu ?? [];
  const grouped = children.some((child) => child.dropdownMenu);
  if (!grouped) {
    return (
      <ul className="grid w-80 gap-1 p-3">
        {children.map((child) => (
          <PanelLink key={child.name} item={child} onNavigate={onNavigate} />
        ))}
      </ul>
    );
  }
  return (
    <div className="grid w-[min(60rem,calc(100vw-4rem))] gap-6 p-6 lg:grid-cols-[1fr_1fr_16rem]">
      {children.map((group) => (
        <div key={group.name} className="flex flex-col gap-1">
          <p id={groupId(group.name)} className="px-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {group.name}
          </p>
          <ul aria-labelledby={groupId(group.name)} className="grid gap-1">
            {(group.dropdownMenu ?? []).map((child) => (
              <PanelLink key={child.name} item={child} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
      <MenuContact onNavigate={onNavigate} className="lg:col-start-3 lg:row-span-2 lg:row-start-1" />
    </div>
  );
}

const panelClass = 'rounded-lg border border-border bg-surface-raised text-fg shadow-lg';

/** The panel without Radix: hidden until its item is hovered or holds focus; the padding bridges the hover gap. */
function ScriptFreePanel({ item }: { item: MenuItem }) {
  return (
    <div
      data-menu-fallback=""
      className="absolute top-full left-0 hidden pt-2 group-focus-within/menu-item:block group-hover/menu-item:block"
    >
      <div className={panelClass}>
        <Panel item={item} />
      </div>
    </div>
  );
}

/** Left and Right arrows (and Home, End) move between the top-level items, as in a menu bar. */
function moveBetweenItems(event: KeyboardEvent<HTMLElement>) {
  const items = [...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
  const at = items.indexOf(event.currentTarget);
  if (at === -1) return;
  const last = items.length - 1;
  const to = { ArrowLeft: at === 0 ? last : at - 1, ArrowRight: at === last ? 0 : at + 1, Home: 0, End: last }[
    event.key
  ];
  if (to === undefined) return;
  event.preventDefault();
  items[to]?.focus();
}

export function MainMenu({ className }: { className?: string }) {
  const running = useAppRunning();
  const { value, itemProps, buttonProps, close } = useMenuDisclosure();
  const baseId = useId();

  return (
    <nav aria-label="Main" className={cn('relative', className)}>
      <div className="relative">
        <ul className="flex items-center gap-1">
          {mainMenu.map((item) => {
            if (!item.dropdownMenu) {
              return (
                <li key={item.name}>
                  <SmartLink
                    data-menu-item=""
                    href={item.to ?? '/'}
                    onKeyDown={moveBetweenItems}
                    className={topItemClass}
                  >
                    {item.name}
                  </SmartLink>
                </li>
              );
            }
            // One word per id part: a space ('Get Started') would split aria-controls in two.
            const name = item.name.toLowerCase().replaceAll(' ', '-');
            const triggerId = `${baseId}-trigger-${name}`;
            const contentId = `${baseId}-content-${name}`;
            return (
              <li key={item.name} {...itemProps(name)} className="group/menu-item">
                <button
                  type="button"
                  id={triggerId}
                  data-menu-item=""
                  aria-controls={contentId}
                  onKeyDown={moveBetweenItems}
                  {...buttonProps(name)}
                  className={cn(topItemClass, 'group')}
                >
                  {item.name}
                  <Icon
                    name="chevron-down"
                    size="sm"
                    className="transition-transform duration-fast group-data-[state=open]:rotate-180"
                  />
                </button>
                {value === name && (
                  <div
                    id={contentId}
                    aria-labelledby={triggerId}
                    data-state="open"
                    className={cn('absolute top-full left-0 mt-2', panelClass)}
                  >
                    <Panel item={item} onNavigate={close} />
                  </div>
                )}
                {!running && <ScriptFreePanel item={item} />}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
