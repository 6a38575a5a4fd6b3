import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import mergeConfig from '@/styles/generated/merge-config.json';

// Our theme renames Tailwind's scales (token font sizes, semantic colours, named shadows,
// radii and z-layers). tailwind-merge must know them, or it treats `text-sm` and
// `text-fg-muted` as one conflict and drops one of them. scripts/build-tokens.mjs writes
// the class groups from tokens/.
const { theme } = mergeConfig.override;
const twMerge = extendTailwindMerge({
  ...mergeConfig,
  override: {
    theme,
    // A shadow step (`shadow-glow`) is a shadow, not a shadow colour of the same name.
    classGroups: { 'shadow-color': [{ shadow: theme.color.filter((name) => !theme.shadow.includes(name)) }] },
  },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
