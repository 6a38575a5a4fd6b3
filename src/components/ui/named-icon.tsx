// Icons by name, for content that names them as plain strings (a section's icon, the footer's social networks).
// This map imports every icon of the site, so only static sections (never an island) use it; an island gets its icons
// by importing them from ./icons.tsx (tests/unit/icon-map-islands.test.ts holds that).
import { allIcons } from './icons';
import type { IconProps } from './icon';

export type IconName = (typeof allIcons)[number]['iconName'];

export const iconNames: IconName[] = allIcons.map((icon) => icon.iconName);

const byName = Object.fromEntries(allIcons.map((icon) => [icon.iconName, icon])) as Record<
  IconName,
  (typeof allIcons)[number]
>;

/** Content data names icons as plain strings; this narrows them safely. */
export function isIconName(value: string): value is IconName {
  return Object.hasOwn(byName, value);
}

export type NamedIconProps = IconProps & { name: IconName };

/** The icon content names: the same `<svg>` as its own component draws. */
export function NamedIcon({ name, ...props }: NamedIconProps) {
  const Icon = byName[name];
  return <Icon {...props} />;
}
