// A figure measured over several runs as the bench reports it: the median (as every other figure of the
// bench, scripts/bench/lighthouse-summary.ts) with the lowest and highest run, so a reader sees how far one
// run may stray on this machine.
import { median } from './lighthouse-summary.ts';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('No runs to sum up');
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The spread in a table cell, in whole milliseconds: "1234 (1180-1302)", or the one figure of a single run. */
export function spreadCell({ median: middle, min, max }: Spread): string {
  const ms = (value: number) => String(Math.round(value));
  return min === max ? ms(middle) : `${ms(middle)} (${ms(min)}-${ms(max)})`;
}

/** The median of the runs that saw a moment at all (null where none did). */
export function medianSeen(values: readonly (number | null)[]): number | null {
  const seen = values.filter((value) => value !== null);
  return seen.length > 0 ? median(seen) : null;
}
