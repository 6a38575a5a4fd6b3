import { RATE_LIMIT } from './limits';

export interface RateLimiter {
  /** False once `key` has used up its window. */
  allows(key: string): boolean;
  /** Counts one accepted inquiry from `key`; refused and invalid posts are never counted. */
  count(key: string): void;
  /** Seconds until `key` may send again. */
  retryAfter(key: string): number;
}

/**
 * A fixed window per client address, in memory: one process (or one edge
 * isolate) keeps its own count, which is enough to stop a script hammering
 * one endpoint. Old windows are dropped as they are met, so memory stays small.
 */
export function createRateLimiter({
  max = RATE_LIMIT.max,
  windowMs = RATE_LIMIT.windowMs,
  now = Date.now,
}: { max?: number; windowMs?: number; now?: () => number } = {}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const current = (key: string) => {
    const time = now();
    const window = windows.get(key);
    if (window && time - window.start < windowMs) return window;
    const fresh = { start: time, count: 0 };
    windows.set(key, fresh);
    if (windows.size > 10_000) {
      for (const [other, { start }] of windows) if (time - start >= windowMs) windows.delete(other);
    }
    return fresh;
  };

  return {
    allows(key) {
      return current(key).count < max;
    },
    count(key) {
      current(key).count += 1;
    },
    retryAfter(key) {
      const window = windows.get(key);
      return window ? Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)) : 0;
    },
  };
}
