// The variant vocabulary, as data (as Radix Themes' props/*.prop.ts are): every cva axis a
// component may declare, once, with every value it may take. A component picks the values it
// offers from here (`pick('size', ['sm', 'md'])`), so the same word means the same thing
// everywhere; tests/unit/vocabulary.test.ts fails on a cva call that declares anything else.
// Colour is not an axis: a surface scope (`data-surface`) sets the roles its content reads.
import type { ClassValue } from 'clsx';

export const vocabulary = {
  /** How big: type steps, control heights, container widths. `icon` is the square icon-only control. */
  size: ['xs', 'sm', 'md', 'lg', 'xl', 'full', 'icon', 'display', 'h1', 'h2', 'h3', 'h4', 'h5'],
  /** Where content lines up in its box. */
  align: ['start', 'center'],
  /** Foreground emphasis on the surface: `muted` is the surface's quieter colour. */
  emphasis: ['default', 'muted'],
  /** Type weight, apart from colour. */
  weight: ['regular', 'semibold'],
  /** The space a band or a card keeps around its content. */
  spacing: ['none', 'sm', 'md', 'lg'],
  /** The space between the items of a stack. */
  gap: ['sm', 'md', 'lg'],
  /** The surface scope (data-surface) a band, card or dialog sets for everything inside it. */
  surface: ['default', 'muted', 'raised', 'inverse', 'accent', 'media'],
  /** A message's outcome colour, apart from the surface it sits on. */
  status: ['idle', 'submitting', 'success', 'error', 'danger'],
  /** A component's distinct looks (Button, Badge, Card, list markers, Hero). */
  variant: [
    'default',
    'secondary',
    'accent',
    'outline',
    'ghost',
    'bare',
    'media',
    'interactive',
    'flat',
    'steps',
    'tags',
    'page',
    'compact',
    'portrait',
  ],
  /** How a pager frames itself: a ruled row or a box. */
  frame: ['rule', 'box'],
  /** Grid columns at the widest breakpoint. */
  columns: ['2', '3', '4', '6'],
  /** Media aspect ratios. */
  ratio: ['video', 'landscape', 'portrait', 'square'],
  /** The side of a split layout its picture takes. */
  imageSide: ['left', 'right'],
  /** How a gallery lays its pictures out. */
  arrangement: ['default', 'staggered'],
  /** Where a dialog appears. */
  placement: ['bottom', 'center', 'side', 'fullscreen'],
  /** A button that floats over the page casts a deeper shadow. */
  elevation: ['default', 'floating'],
  /** Which control a field wraps. */
  kind: ['input', 'select', 'textarea'],
  /** A fetched list's state. */
  state: ['loading', 'empty', 'error'],
  /** Whether an item is the current one (carousel dots). */
  current: ['true', 'false'],
} as const;

export type Axis = keyof typeof vocabulary;
export type AxisValue<A extends Axis> = (typeof vocabulary)[A][number];

/** The surfaces a full-width band can take (a card is `raised`; `media` is a band over a picture). */
export type Surface = AxisValue<'surface'>;
/** The two page surfaces content sections alternate between. */
export type PageSurface = Extract<Surface, 'default' | 'muted'>;

/**
 * One axis of a cva call, its values checked against the vocabulary: `size: axis('size', { sm: 'h-9', md: 'h-11' })`.
 * The keys stay exact, so `VariantProps` offers only the values this component gives classes to.
 */
export const axis = <A extends Axis, V extends AxisValue<A>>(_name: A, classes: Record<V, ClassValue>) => classes;
