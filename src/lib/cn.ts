import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our theme renames Tailwind's scales (token font sizes, semantic colours,
// named shadows and z-layers). tailwind-merge must know them, or it treats
// `text-sm` and `text-fg-muted` as one conflict and drops one of them.
const fontSizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'];
const colors = [
  'transparent',
  'current',
  'inherit',
  'surface',
  'surface-muted',
  'surface-raised',
  'surface-inverse',
  'fg',
  'fg-muted',
  'fg-inverse',
  'fg-inverse-muted',
  'accent',
  'accent-hover',
  'accent-fg',
  'accent-subtle',
  'border',
  'border-strong',
  'ring',
  'danger',
  'success',
  'overlay',
  'glow',
  'media-fg',
  'media-scrim',
];

const twMerge = extendTailwindMerge({
  override: {
    theme: {
      text: fontSizes,
      color: colors,
      shadow: ['sm', 'md', 'lg', 'glow'],
    },
    classGroups: {
      // `shadow-glow` is the glow shadow token, not a shadow colour.
      'shadow-color': [{ shadow: colors.filter((name) => name !== 'glow') }],
    },
  },
  extend: {
    theme: {
      spacing: ['gutter', 'section', 'carousel-gap', 'gallery-gutter', 'gallery-gap'],
      container: ['container', 'prose'],
    },
    classGroups: {
      z: [{ z: ['raised', 'header', 'floating', 'overlay', 'dialog', 'skip-link'] }],
    },
  },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
