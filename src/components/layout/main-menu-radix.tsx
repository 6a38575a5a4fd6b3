// The desktop main menu (992 px and wider): Radix NavigationMenu gives the
// disclosure buttons, aria-expanded, Escape and focus return. Until the app
// runs, each panel is also in the HTML, shown by CSS on hover and keyboard
// focus, so visitors and crawlers without scripts reach every page. Loaded on
// the visitor's intent (./main-menu.tsx); as it hydrates it opens what the
// visitor pressed or points at meanwhile (./menu-intent.ts).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLocation } from '@tanstack/react-router';
import { mainMenu } from '@/content/navigation';
import type { MenuItem } from '@/content/types';
import { CategoryLabel } from '@/components/ui/category-label';
import { Icon } from '@/components/ui/icon';
import { SmartLink, linkKind } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { useAppRunning } from '@/lib/react/use-app-running';
import { MenuContact } from './menu-contact';
import { groupId, menuValue } from './menu-ids';
import { takeIntent } from './menu-intent';
import { usePressOwnership } from './menu-press';

const topItemClass =
  'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold underline-offset-8 hover:underline aria-[current=page]:underline';

function PanelLink({ item }: { item: MenuItem }) {
  return (
    <li>
      <NavigationMenu.Link asChild>
        <SmartLink
          href={item.to ?? '/'}
          showExternalIcon={false}
          className="flex flex-col items-start gap-0.5 rounded-md p-3 hover:bg-surface-muted aria-[current=page]:bg-accent-subtle"
        >
          <span className="inline-flex items-center gap-1 font-semibold">
            {item.name}
            {linkKind(item.to ?? '/') === 'external' && <Icon name="external-link" size="xs" />}
          </span>
          {item.description && <span className="text-sm text-fg-muted">{item.description}</span>}
        </SmartLink>
      </NavigationMenu.Link>
    </li>
  );
}

function Panel({ item }: { item: MenuItem }) {
  const children = item.dropdownMenu ?? [];
  const grouped = children.some((child) => child.dropdownMenu);
  if (!grouped) {
    return (
      <ul className="grid w-80 gap-1 p-3">
        {children.map((child) => (
          <PanelLink key={child.name} item={child} />
        ))}
      </ul>
    );
  }
  return (
    <div className="grid w-[min(60rem,calc(100vw-4rem))] gap-6 p-6 lg:grid-cols-[1fr_1fr_16rem]">
      {children.map((group) => (
        <div key={group.name} className="flex flex-col gap-1">
          <CategoryLabel emphasis="muted" id={groupId(group.name)} className="px-3">
            {group.name}
          </CategoryLabel>
          <ul aria-labelledby={groupId(group.name)} className="grid gap-1">
            {(group.dropdownMenu ?? []).map((child) => (
              <PanelLink key={child.name} item={child} />
            ))}
          </ul>
        </div>
      ))}
      <MenuContact className="lg:col-start-3 lg:row-span-2 lg:row-start-1" />
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

export function MainMenu({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const running = useAppRunning();
  // A panel is open for the path it was opened on, so following a link closes it.
  const [openPanel, setOpenPanel] = useState({ path: pathname, value: '' });
  const value = openPanel.path === pathname ? openPanel.value : '';
  const nav = useRef<HTMLElement>(null);
  const refocus = useRef<string | null>(null);
  const press = usePressOwnership(pathname);
  const changePanel = (next: string, byPress = false) => {
    press.opened(next, byPress);
    setOpenPanel({ path: pathname, value: next });
  };

  // Before paint, while the script-free panels (and the focus one may hold) are still there.
  useLayoutEffect(() => {
    const intent = nav.current && takeIntent(nav.current);
    if (!intent) return;
    changePanel(intent.value, intent.byPress);
    refocus.current = intent.focusHref;
    // Only as the menu mounts: later paths and presses are Radix's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Once the script-free panel holding focus is gone, the same link in the open panel takes it.
  useEffect(() => {
    const href = refocus.current;
    if (!running || href === null) return;
    refocus.current = null;
    [...(nav.current?.querySelectorAll('a') ?? [])].find((link) => link.getAttribute('href') === href)?.focus();
  }, [running]);

  return (
    <NavigationMenu.Root
      ref={nav}
      aria-label="Main"
      // Keeps the visitor's presses by itself before its code comes (./menu-intent.ts): the early press contract leaves it alone.
      data-wake="intent"
      value={value}
      onValueChange={(next) => changePanel(next)}
      className={cn('relative', className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainMenu.map((item) =>
          item.dropdownMenu ? (
            <NavigationMenu.Item key={item.name} value={menuValue(item.name)} className="group/menu-item">
              <NavigationMenu.Trigger
                className={cn(topItemClass, 'group')}
                onClick={press.onTriggerClick(menuValue(item.name), value === menuValue(item.name))}
              >
                {item.name}
                <Icon
                  name="chevron-down"
                  size="sm"
                  className="transition-transform duration-fast group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={cn('absolute top-full left-0 mt-2', panelClass)}>
                <Panel item={item} />
              </NavigationMenu.Content>
              {!running && <ScriptFreePanel item={item} />}
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.name}>
              <NavigationMenu.Link asChild>
                <SmartLink href={item.to ?? '/'} className={topItemClass}>
                  {item.name}
                </SmartLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
