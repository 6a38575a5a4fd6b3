import type { ComponentProps, ReactElement } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import { cn } from '@/lib/cn';

export const iconVariants = cva('inline-block shrink-0', {
  variants: {
    size: axis('size', {
      xs: 'size-3.5',
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-6',
      xl: 'size-8',
    }),
  },
  defaultVariants: { size: 'md' },
});

export type IconProps = Omit<ComponentProps<'svg'>, 'name'> &
  VariantProps<typeof iconVariants> & {
    /** Gives the icon a name; without it the icon is decorative and hidden from assistive tech. */
    label?: string;
  };

/** The attributes every icon's `<svg>` carries, with the caller's. */
export type GlyphProps = ComponentProps<'svg'> & { 'data-slot': 'icon'; 'data-icon': string };

/** Draws a glyph's `<svg>` with the attributes it is given. */
export type Glyph = (svg: GlyphProps) => ReactElement;

/** One icon of the site, drawn by its own component; `iconName` is what its `<svg>` says in `data-icon`. */
export type IconComponent<Name extends string = string> = ((props: IconProps) => ReactElement) & {
  readonly iconName: Name;
};

/**
 * Makes the component of one icon (./icons.tsx holds them all). Each call site imports the icons it draws, so
 * a bundle carries only those; content that names icons as strings resolves them through ./named-icon.tsx.
 */
export function defineIcon<const Name extends string>(iconName: Name, glyph: Glyph): IconComponent<Name> {
  function Icon({ size, label, className, ...props }: IconProps) {
    const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
    // What every icon's <svg> carries, hand-drawn brand mark or Lucide glyph alike.
    return glyph({
      focusable: 'false',
      'data-slot': 'icon',
      'data-icon': iconName,
      className: cn(iconVariants({ size }), className),
      ...a11y,
      ...props,
    });
  }
  return Object.assign(Icon, { iconName });
}
