// The desktop main menu (992 px and wider): Radix NavigationMenu gives the
// disclosure buttons, aria-expanded, Escape and focus return. Until the header's
// island runs, each panel is also in the HTML, shown by CSS on hover and keyboard
// focus, so visitors and crawlers without scripts reach every page. It comes
// with the header's island; as it hydrates it opens what the visitor points at
// or has focused meanwhile (./menu-intent.ts).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLocation } from '@/lib/react/router-bindings';
import type { MenuLink } from '@/content/types';
import { CategoryLabel } from '@/components/ui/category-label';
import { ChevronDownIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { SmartLink, linkKind } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { useAppRunning } from '@/lib/react/use-app-running';
import { MenuContact } from './menu-contact';
import { takeIntent } from './menu-intent';
import { mainMenuModel, type MenuPanelContent } from './menu-model';
import { usePressOwnership } from './menu-press';

const topItemClass =
  'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold underline-offset-8 hover:underline aria-[current=page]:underline';

function PanelLink({ link }: { link: MenuLink }) {
  return (
    <li>
      <NavigationMenu.Link asChild>
        <SmartLink
          href={link.href}
          showExternalIcon={false}
          className="flex flex-col items-start gap-0.5 rounded-md p-3 hover:bg-surface-muted aria-[current=page]:bg-accent-subtle"
        >
          <span className="inline-flex items-center gap-1 font-semibold">
            {link.label}
            {linkKind(link.href) === 'external' && <ExternalLinkIcon size="xs" />}
          </span>
          {link.description && <span className="text-sm text-fg-muted">{link.description}</span>}
        </SmartLink>
      </NavigationMenu.Link>
    </li>
  );
}

function Panel({ content }: { content: MenuPanelContent }) {
  if (content.kind === 'links') {
    return (
      <ul className="grid w-80 gap-1 p-3">
        {content.links.map((link) => (
          <PanelLink key={link.label} link={link} />
        ))}
      </ul>
    );
  }
  return (
    <div className="grid w-[min(60rem,calc(100vw-4rem))] gap-6 p-6 lg:grid-cols-[1fr_1fr_16rem]">
      {content.groups.map((group) => (
        <div key={group.id} className="flex flex-col gap-1">
          <CategoryLabel emphasis="muted" id={group.id} className="px-3">
            {group.label}
          </CategoryLabel>
          <ul aria-labelledby={group.id} className="grid gap-1">
            {group.links.map((link) => (
              <PanelLink key={link.label} link={link} />
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
function ScriptFreePanel({ content }: { content: MenuPanelContent }) {
  return (
    <div
      data-menu-fallback=""
      className="absolute top-full left-0 hidden pt-2 group-focus-within/menu-item:block group-hover/menu-item:block"
    >
      <div className={panelClass}>
        <Panel content={content} />
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
  const changePanel = (next: string) => {
    press.opened(next);
    setOpenPanel({ path: pathname, value: next });
  };

  // Before paint, while the script-free panels (and the focus one may hold) are still there.
  useLayoutEffect(() => {
    const intent = nav.current && takeIntent(nav.current);
    if (!intent) return;
    changePanel(intent.value);
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
      value={value}
      onValueChange={(next) => changePanel(next)}
      className={cn('relative', className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainMenuModel.map((entry) =>
          entry.kind === 'panel' ? (
            <NavigationMenu.Item key={entry.value} value={entry.value} className="group/menu-item">
              <NavigationMenu.Trigger
                className={cn(topItemClass, 'group')}
                onClick={press.onTriggerClick(entry.value, value === entry.value)}
              >
                {entry.label}
                <ChevronDownIcon
                  size="sm"
                  className="transition-transform duration-fast group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={cn('absolute top-full left-0 mt-2', panelClass)}>
                <Panel content={entry.content} />
              </NavigationMenu.Content>
              {!running && <ScriptFreePanel content={entry.content} />}
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.link.label}>
              <NavigationMenu.Link asChild>
                <SmartLink href={entry.link.href} className={topItemClass}>
                  {entry.link.label}
                </SmartLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
