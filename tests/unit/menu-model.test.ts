// The menu model the desktop menu, the mobile sheet and its no-script fallback all render.
import { describe, expect, it } from 'vitest';
import { mainMenu } from '@/content/navigation';
import type { MenuItem, MenuLink } from '@/content/types';
import { mainMenuModel, menuModel, type MenuEntry } from '@/components/layout/menu-model';

const items: MenuItem[] = [
  {
    label: 'Get Started',
    dropdownMenu: [
      { label: 'Find Your Fit', href: '/get-started/find-your-fit' },
      { label: 'Request a Demo', href: '/get-started/request-a-demo', description: 'A walk through.' },
    ],
  },
  {
    label: 'Solutions',
    dropdownMenu: [
      { label: 'For Your Idea', dropdownMenu: [{ label: 'Lab', href: '/solutions/for-your-idea/Idea-to-market-lab' }] },
      { label: 'Enterprise Capabilities', dropdownMenu: [{ label: 'Data', href: '/solutions/enterprise/data-ai' }] },
    ],
  },
  { label: 'Case Studies', href: '/case-studies' },
];

/** Every link an entry shows, in order. */
const links = (entry: MenuEntry): MenuLink[] => {
  if (entry.kind === 'link') return [entry.link];
  if (entry.content.kind === 'links') return entry.content.links;
  return entry.content.groups.flatMap((group) => group.links);
};

/** Every link the content holds, in order. */
const contentLinks = (item: MenuItem): MenuLink[] =>
  'dropdownMenu' in item ? item.dropdownMenu.flatMap((child) => contentLinks(child)) : [item];

describe('menu model', () => {
  it('keeps a top-level link a link, in its place', () => {
    expect(menuModel(items)[2]).toEqual({
      kind: 'link',
      link: { label: 'Case Studies', href: '/case-studies' },
    });
  });

  it('gives a panel its label id and a Radix value without spaces', () => {
    const [getStarted] = menuModel(items);
    expect(getStarted).toMatchObject({
      kind: 'panel',
      label: 'Get Started',
      id: 'menu-group-get-started',
      value: 'get-started',
    });
  });

  it('keeps a panel of links one list, descriptions included', () => {
    const [getStarted] = menuModel(items);
    expect(getStarted?.kind === 'panel' && getStarted.content).toEqual({
      kind: 'links',
      links: [
        { label: 'Find Your Fit', href: '/get-started/find-your-fit' },
        { label: 'Request a Demo', href: '/get-started/request-a-demo', description: 'A walk through.' },
      ],
    });
  });

  it('gives a panel of groups one labelled list per group', () => {
    const solutions = menuModel(items)[1];
    expect(solutions?.kind === 'panel' && solutions.content).toEqual({
      kind: 'groups',
      groups: [
        {
          label: 'For Your Idea',
          id: 'menu-group-for-your-idea',
          links: [{ label: 'Lab', href: '/solutions/for-your-idea/Idea-to-market-lab' }],
        },
        {
          label: 'Enterprise Capabilities',
          id: 'menu-group-enterprise-capabilities',
          links: [{ label: 'Data', href: '/solutions/enterprise/data-ai' }],
        },
      ],
    });
  });

  it('shows every link of the site menu once, in the content order', () => {
    expect(mainMenuModel.flatMap(links)).toEqual(mainMenu.flatMap(contentLinks));
  });

  it('names every panel and group of the site menu apart (the desktop menu renders them all at once)', () => {
    const ids = mainMenuModel.flatMap((entry) =>
      entry.kind === 'link'
        ? []
        : [entry.id, ...(entry.content.kind === 'groups' ? entry.content.groups.map((group) => group.id) : [])],
    );
    expect(ids.length).toBeGreaterThan(mainMenu.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
