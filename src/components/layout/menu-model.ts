// The main menu as its three renderers read it (the desktop menu, the mobile sheet and the
// sheet's no-script fallback): which entries are links and which open a panel, whether a
// panel's links come in labelled groups, and the ids and values that name them. Built once
// from the navigation content, so the renderers decide only how each part looks.
import { mainMenu } from '@/content/navigation';
import type { MenuGroup, MenuItem, MenuLink } from '@/content/types';
import { groupId, menuValue } from './menu-ids';

/** A labelled list of links inside a panel; `id` names its label (each renderer prefixes it to keep ids unique). */
interface MenuModelGroup {
  label: string;
  id: string;
  links: MenuLink[];
}

/** What a panel holds: one list of links, or labelled groups of them. */
export type MenuPanelContent = { kind: 'links'; links: MenuLink[] } | { kind: 'groups'; groups: MenuModelGroup[] };

/** A top-level entry: a link, or a panel with its label's id and the desktop menu's Radix value. */
export type MenuEntry =
  | { kind: 'link'; link: MenuLink }
  | { kind: 'panel'; label: string; id: string; value: string; content: MenuPanelContent };

const isGroup = (item: MenuLink | MenuGroup): item is MenuGroup => 'dropdownMenu' in item;

function panelContent(items: MenuLink[] | MenuGroup[]): MenuPanelContent {
  const groups = (items as (MenuLink | MenuGroup)[]).filter(isGroup);
  if (groups.length === 0) return { kind: 'links', links: items as MenuLink[] };
  return {
    kind: 'groups',
    groups: groups.map((group) => ({ label: group.label, id: groupId(group.label), links: group.dropdownMenu })),
  };
}

export function menuModel(items: MenuItem[]): MenuEntry[] {
  return items.map((item) =>
    'dropdownMenu' in item
      ? {
          kind: 'panel',
          label: item.label,
          id: groupId(item.label),
          value: menuValue(item.label),
          content: panelContent(item.dropdownMenu),
        }
      : { kind: 'link', link: item },
  );
}

/** The site's main menu. */
export const mainMenuModel = menuModel(mainMenu);
