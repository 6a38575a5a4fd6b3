// `sizes` values: how wide a picture is drawn at each screen width, written
// from the layout tokens (tokens/space.json) so they follow the container
// and gutter. The browser reads them before any CSS, so they are plain
// media conditions and lengths; e2e/responsive-images.spec.ts checks the
// result at 390 and 1440 px against what is drawn.
import { breakpoint, size, space } from '../../../tokens/space.json';

const GUTTER = space.gutter.$value;
/** The content width of a default `Container`: the page up to the container size, less both gutters. */
export const CONTAINER = `(min(100vw, ${size.container.$value}) - 2 * ${GUTTER})`;

export type Breakpoint = Exclude<keyof typeof breakpoint, `$${string}`>;
/** The breakpoints narrowest first, skipping the token file's `$type` and `$description`. */
const BREAKPOINTS = Object.entries(breakpoint)
  .filter((entry): entry is [Breakpoint, { $value: string }] => !entry[0].startsWith('$'))
  .map(([name, token]) => ({ name, value: token.$value }));

/** `count` columns of the container with `gap` between them. */
export const columns = (count: number, gap = '0px') =>
  count === 1 ? `calc${CONTAINER}` : `calc((${CONTAINER} - ${count - 1} * ${gap}) / ${count})`;

/** A `sizes` list: the widest breakpoint first, then the width below every breakpoint. */
export function responsiveSizes(byBreakpoint: Partial<Record<Breakpoint, string>>, below: string): string {
  const entries = BREAKPOINTS.filter(({ name }) => byBreakpoint[name])
    .reverse()
    .map(({ name, value }) => `(min-width: ${value}) ${byBreakpoint[name]}`);
  return [...entries, below].join(', ');
}

const px = (value: string) => {
  const match = value.match(/^([\d.]+)(rem|px)$/);
  if (!match) throw new Error(`Not a length: ${value}`);
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
};

/** The gutter token, `clamp(<min>, <base> + <n>vw, <max>)`, at one viewport width. */
function gutterAt(viewport: number): number {
  const match = GUTTER.match(/^clamp\(([\d.]+rem), ([\d.]+rem) \+ ([\d.]+)vw, ([\d.]+rem)\)$/);
  if (!match) throw new Error(`Unexpected gutter token: ${GUTTER}`);
  const preferred = px(match[2]!) + (Number(match[3]) / 100) * viewport;
  return Math.min(Math.max(preferred, px(match[1]!)), px(match[4]!));
}

/** What `CONTAINER` comes to at one viewport width, in px. */
export const containerAt = (viewport: number) => Math.min(viewport, px(size.container.$value)) - 2 * gutterAt(viewport);

/** Viewport widths where each breakpoint starts, narrowest first, as numbers. */
export const breakpointWidths = BREAKPOINTS.map(({ value }) => px(value));

/** Cards in a grid or carousel of one column, two from md (768 px) and three from lg (992 px). */
export const CARD_SIZES = responsiveSizes({ lg: columns(3, '1.5rem'), md: columns(2, '1.5rem') }, columns(1));

/** A post's pictures: the container's width up to the article column (52rem). */
export const ARTICLE_SIZES = `min(52rem, calc${CONTAINER})`;
