// A visitor's retry of a message already accepted (the answer was lost, or the
// native form was posted twice) must not arrive twice. The form makes one key
// per draft; the endpoint remembers the keys it accepted, and a request with a
// key still being handled waits for that attempt's outcome instead of racing it.

/** Keys the form makes (crypto.randomUUID) and anything alike; other values are ignored. */
export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value);

export interface IdempotencyLedger {
  /**
   * Runs `attempt` unless `key` was accepted before (then resolves 'repeat'
   * without running it). A key is remembered only when `attempt` resolves true.
   */
  once(key: string | undefined, attempt: () => Promise<boolean>): Promise<'repeat' | boolean>;
}

/** In memory, per process (or edge isolate); the oldest keys are forgotten past `capacity`. */
export function createIdempotencyLedger({ capacity = 10_000 } = {}): IdempotencyLedger {
  const accepted = new Set<string>();
  const pending = new Map<string, Promise<boolean>>();

  return {
    async once(key, attempt) {
      if (!key) return attempt();
      if (accepted.has(key)) return 'repeat';
      const earlier = pending.get(key);
      if (earlier && (await earlier.catch(() => false))) return 'repeat';
      const run = attempt();
      pending.set(key, run);
      try {
        const ok = await run;
        if (ok) {
          accepted.add(key);
          if (accepted.size > capacity) accepted.delete(accepted.values().next().value!);
        }
        return ok;
      } finally {
        if (pending.get(key) === run) pending.delete(key);
      }
    },
  };
}
