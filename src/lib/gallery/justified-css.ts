// The justified layout as CSS, for every width at once: within a range of
// container widths where the rows hold the same pictures, every box edge is a
// straight line of the width (a + b * width), so one `calc()` of container
// units per edge lays the range out exactly. Rows are computed at render time
// (on the server too) for every whole pixel of width, grouped into ranges and
// written as container queries: the prerendered gallery has its final layout
// at any width before a script runs, and never moves when one does.
import { computeJustifiedLayout, type SizedItem } from './justified-layout';

/** value = base + perWidth * container width (px). */
export interface Linear {
  base: number;
  perWidth: number;
}

export interface LinearBox {
  left: Linear;
  top: Linear;
  width: Linear;
  height: Linear;
}

export interface JustifiedRange {
  /** Smallest container width (px) of the range; the first range also covers anything narrower. */
  from: number;
  /** Largest container width (px) of the range; the last range also covers anything wider. */
  to: number;
  height: Linear;
  boxes: LinearBox[];
}

/** Container widths laid out: a 320 px phone without gutters up to the widest container. */
export const CSS_LAYOUT_WIDTHS = { min: 240, max: 1600 } as const;
/** The largest error (px) a straight line may make at a checked width against the exact layout before a range is split. */
const TOLERANCE = 0.01;

type Edges = number[];
interface Sample {
  rows: string;
  /** Container height, then left, top, width, height of each box in item order. */
  edges: Edges;
}
/** Widths between checks: rows change rarely, and straight lines are checked at this step. */
const STEP = 8;

function sampler(items: readonly SizedItem[], targetRowHeight: number) {
  const samples = new Map<number, Sample>();
  return (width: number): Sample => {
    let sample = samples.get(width);
    if (!sample) {
      const layout = computeJustifiedLayout(items, { containerWidth: width, targetRowHeight });
      const boxes = [...layout.boxes].sort((a, b) => a.index - b.index);
      sample = {
        rows: JSON.stringify(layout.rows),
        edges: [layout.containerHeight, ...boxes.flatMap((box) => [box.left, box.top, box.width, box.height])],
      };
      samples.set(width, sample);
    }
    return sample;
  };
}

function lineThrough(from: number, to: number, a: number, b: number): Linear {
  const perWidth = to === from ? 0 : (b - a) / (to - from);
  return { base: a - perWidth * from, perWidth };
}

/** Lines through both ends of [from, to], or undefined when a width checked between strays from them. */
function fit(at: (width: number) => Sample, from: number, to: number): Linear[] | undefined {
  const first = at(from).edges;
  const last = at(to).edges;
  const lines = first.map((value, edge) => lineThrough(from, to, value, last[edge]!));
  const checked = new Set([from + 1, to - 1, Math.floor((from + to) / 2)]);
  for (let width = from + STEP; width < to; width += STEP) checked.add(width);
  for (const width of checked) {
    if (width <= from || width >= to) continue;
    const exact = at(width).edges;
    if (lines.some((line, edge) => Math.abs(line.base + line.perWidth * width - exact[edge]!) > TOLERANCE))
      return undefined;
  }
  return lines;
}

/** The last width from `from` on whose rows are the same as at `from` (found by steps, then halving). */
function endOfRows(at: (width: number) => Sample, from: number, max: number): number {
  const rows = at(from).rows;
  let same = from;
  let next = Math.min(from + STEP, max);
  while (next > same && at(next).rows === rows) {
    same = next;
    next = Math.min(next + STEP, max);
  }
  if (next === same) return same;
  let differs = next;
  while (differs - same > 1) {
    const middle = Math.floor((same + differs) / 2);
    if (at(middle).rows === rows) same = middle;
    else differs = middle;
  }
  return same;
}

function toRange(from: number, to: number, lines: Linear[]): JustifiedRange {
  const [height, ...edges] = lines;
  const boxes: LinearBox[] = [];
  for (let i = 0; i < edges.length; i += 4) {
    boxes.push({ left: edges[i]!, top: edges[i + 1]!, width: edges[i + 2]!, height: edges[i + 3]! });
  }
  return { from, to, height: height!, boxes };
}

/** The ranges of container width that together lay the pictures out at every width. */
export function justifiedRanges(
  items: readonly SizedItem[],
  targetRowHeight: number,
  widths: { min: number; max: number } = CSS_LAYOUT_WIDTHS,
): JustifiedRange[] {
  const at = sampler(items, targetRowHeight);
  const ranges: JustifiedRange[] = [];
  let from = widths.min;
  while (from <= widths.max) {
    // The longest run of widths with the same rows, shortened until straight lines hold it.
    let to = endOfRows(at, from, widths.max);
    let lines = fit(at, from, to);
    while (!lines) {
      to = from + Math.floor((to - from) / 2);
      lines = fit(at, from, to);
    }
    ranges.push(toRange(from, to, lines));
    from = to + 1;
  }
  return ranges;
}

const px = (value: number) => `${Number(value.toFixed(3))}px`;
const length = ({ base, perWidth }: Linear) =>
  perWidth === 0 ? px(base) : `calc(${px(base)} + ${Number((perWidth * 100).toFixed(5))}cqw)`;

/**
 * The stylesheet for a list of class `scope` inside an inline-size container:
 * one container query per range sizing the list and placing its items in order.
 */
export function justifiedCss(scope: string, ranges: readonly JustifiedRange[]): string {
  return ranges
    .map((range, index) => {
      const conditions = [
        index > 0 ? `(width >= ${range.from}px)` : '',
        index < ranges.length - 1 ? `(width < ${range.to + 1}px)` : '',
      ].filter(Boolean);
      const rules = [
        `.${scope}{height:${length(range.height)}}`,
        ...range.boxes.map(
          (box, n) =>
            `.${scope}>li:nth-child(${n + 1}){left:${length(box.left)};top:${length(box.top)};width:${length(box.width)};height:${length(box.height)}}`,
        ),
      ].join('');
      return conditions.length > 0 ? `@container ${conditions.join(' and ')}{${rules}}` : rules;
    })
    .join('');
}

/** A short, stable name for a text (djb2), the same on the server and in the browser. */
export function textHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** A short class name that depends only on what is laid out, so server and browser agree. */
export function layoutScope(items: readonly (SizedItem & { src: string })[], targetRowHeight: number): string {
  return `justified-${textHash(`${targetRowHeight}|${items.map((item) => `${item.src}:${item.width}x${item.height}`).join('|')}`)}`;
}
