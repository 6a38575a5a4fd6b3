// The sheet of the menu below 992 px: a side dialog (components/ui/dialog) holding a <nav> with
// drill-down panels. Each sub-panel starts with a Back item that returns focus
// to the item that opened it; following a link or pressing Escape closes the
// sheet and focus returns to the menu button. Loaded on first use (see
// mobile-menu.tsx), so the dialog code is not part of any page's first load.
import { useEffect, useRef, useState, type RefObject } from 'react';
import * as Dialog from '@/components/ui/dialog';
import type { MenuLink } from '@/content/types';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/smart-link';
import { breakpoint } from '@/styles/generated/tokens';
import { MenuContact } from './menu-contact';
import { mainMenuModel } from './menu-model';

const rowBase =
  'flex min-h-12 w-full items-center gap-3 rounded-md px-3 py-2 text-left font-semibold hover:bg-surface-muted aria-[current=page]:bg-accent-subtle';
/** A link or a group: its name, and the group's chevron at the far end. */
const rowClass = `${rowBase} justify-between text-lg`;
/** The way back to the top level: a smaller row, its chevron leading. */
const backRowClass = `${rowBase} justify-start text-base`;

const sheetId = (id: string) => `mobile-${id}`;

function LinkRow({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  return (
    <li>
      <SmartLink href={link.href} onClick={onNavigate} ownLayout className={rowClass}>
        {link.label}
      </SmartLink>
    </li>
  );
}

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The group to open drilled into (the one the visitor was in when the no-script sheet handed over). */
  initialPanel?: string | null;
}

export default function MobileMenuSheet({ open, onOpenChange, trigger, initialPanel = null }: MobileMenuSheetProps) {
  const [panel, setPanel] = useState<string | null>(initialPanel);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (panel) backButton.current?.focus();
  }, [panel]);

  // The sheet is the menu below the lg breakpoint: when the window grows past it, the
  // desktop menu takes over and the sheet closes.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(`(min-width: ${breakpoint.lg})`);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);
  const goBack = () => {
    const opener = panel ? openers.current.get(panel) : undefined;
    setPanel(null);
    // The root panel is hidden until this commit; focus its opener right after.
    requestAnimationFrame(() => opener?.focus());
  };
  const active = mainMenuModel.find((entry) => entry.kind === 'panel' && entry.label === panel);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content placement="side" aria-describedby={undefined} returnFocusTo={() => trigger.current}>
        <Dialog.Header
          title="Menu"
          size="sm"
          closeLabel="Close menu"
          className="border-b border-border px-gutter py-3"
        />
        <nav aria-label="Main" className="flex flex-1 flex-col gap-6 px-gutter py-4">
          <ul hidden={panel !== null} className="flex flex-col gap-1">
            {mainMenuModel.map((entry) =>
              entry.kind === 'panel' ? (
                <li key={entry.id}>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) openers.current.set(entry.label, node);
                    }}
                    aria-expanded={panel === entry.label}
                    // Only a rendered panel can be named: a drill-down panel exists while it is open.
                    aria-controls={panel === entry.label ? sheetId(entry.id) : undefined}
                    onClick={() => setPanel(entry.label)}
                    className={rowClass}
                  >
                    {entry.label}
                    <ChevronRightIcon size="md" />
                  </button>
                </li>
              ) : (
                <LinkRow key={entry.link.label} link={entry.link} onNavigate={close} />
              ),
            )}
          </ul>
          {active?.kind === 'panel' && (
            <div id={sheetId(active.id)} className="flex flex-col gap-4">
              <button ref={backButton} type="button" onClick={goBack} className={backRowClass}>
                <ChevronLeftIcon size="md" />
                Back
                <span className="sr-only">to the main menu</span>
              </button>
              <p className="px-3 text-sm font-semibold tracking-wide text-fg-muted uppercase">{active.label}</p>
              {active.content.kind === 'groups' ? (
                active.content.groups.map((group) => (
                  <div key={group.id} className="flex flex-col gap-1">
                    <p id={sheetId(group.id)} className="px-3 text-base font-semibold text-fg-muted">
                      {group.label}
                    </p>
                    <ul aria-labelledby={sheetId(group.id)} className="flex flex-col gap-1">
                      {group.links.map((link) => (
                        <LinkRow key={link.label} link={link} onNavigate={close} />
                      ))}
                    </ul>
                  </div>
                ))
              ) : (
                <ul className="flex flex-col gap-1">
                  {active.content.links.map((link) => (
                    <LinkRow key={link.label} link={link} onNavigate={close} />
                  ))}
                </ul>
              )}
            </div>
          )}
          <MenuContact onNavigate={close} className="mt-auto" />
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  );
}
