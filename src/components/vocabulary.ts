// The shared variant vocabulary, as data (as Radix Themes' props/*.prop.ts are): every axis more than one
// component may offer, once, with every value it may take, so the same word means the same thing everywhere.
// An axis only one component has (a component's own `variant`, a dialog's `placement`) is that component's:
// its values are the keys it gives classes to, beside it (as Radix Themes' <component>.props.ts are).
// Every cva axis, shared or own, is declared through `axis()`; tests/unit/vocabulary.test.ts holds that.
// Colour is not an axis: a surface scope (`data-surface`) sets the roles its content reads.
import type { ClassValue } from 'clsx';

export const vocabulary = {
  /**
   * How big, on the component's own scale: type steps, control heights, container widths. `icon` is the
   * square icon-only control; `display` the one step above `xl` (a hero's title).
   */
  size: ['xs', 'sm', 'md', 'lg', 'xl', 'display', 'full', 'icon'],
  /** Where content lines up in its box. */
  align: ['start', 'center'],
  /** Foreground emphasis on the surface: `muted` is the surface's quieter colour. */
  emphasis: ['default', 'muted'],
  /** The space a band keeps above and below its content. */
  spacing: ['none', 'sm', 'md', 'lg'],
  /** The space between the items of a stack. */
  gap: ['sm', 'md', 'lg'],
  /** The surface scope (data-surface) a band, card or dialog sets for everything inside it. */
  surface: ['default', 'muted', 'raised', 'inverse', 'accent', 'media'],
  /** Where a sent form stands, and the colour of its outcome whatever the surface. */
  status: ['idle', 'submitting', 'success', 'error'],
  /** Grid columns at the widest breakpoint. */
  columns: [2, 3, 4, 6],
  /** Media aspect ratios. */
  ratio: ['video', 'landscape', 'portrait', 'square'],
} as const;

export type Axis = keyof typeof vocabulary;
export type AxisValue<A extends Axis> = (typeof vocabulary)[A][number];

/** The values an axis may take: the vocabulary's for a shared axis, any the component names for its own. */
type Words<Name extends string> = Name extends Axis ? AxisValue<Name> : string;

/** The surfaces a full-width band can take (a card is `raised`; `media` is a band over a picture). */
export type Surface = AxisValue<'surface'>;
/** The two page surfaces content sections alternate between. */
export type PageSurface = Extract<Surface, 'default' | 'muted'>;

/**
 * One axis of a cva call: `size: axis('size', { sm: 'h-9', md: 'h-11' })` takes only the shared words of `size`;
 * `variant: axis('variant', { default: ..., ghost: ... })` declares the component's own. The keys stay exact,
 * so `VariantProps` offers only the values this component gives classes to.
 */
export const axis = <Name extends string, V extends Words<Name>>(_name: Name, classes: Record<V, ClassValue>) =>
  classes;
