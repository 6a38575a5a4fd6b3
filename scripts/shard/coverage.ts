// Shards are only worth their one report if together they run every test exactly once: Playwright cuts the list by
// position, so shards that listed different tests (another story list, another count) would drop or repeat some.

export interface Coverage {
  /** Tests of the whole list that no shard ran. */
  missing: string[];
  /** Tests that more than one shard ran, or that are not in the whole list. */
  extra: string[];
}

/** Compares what the shards listed with the whole list, test by test. */
export function shardCoverage(whole: string[], shards: string[][]): Coverage {
  const left = new Map<string, number>();
  for (const key of whole) left.set(key, (left.get(key) ?? 0) + 1);
  const extra: string[] = [];
  for (const key of shards.flat()) {
    const count = left.get(key) ?? 0;
    if (count === 0) extra.push(key);
    else left.set(key, count - 1);
  }
  const missing = [...left].flatMap(([key, count]) => Array<string>(count).fill(key));
  return { missing, extra };
}
