/**
 * A thenable that calls back in the same tick. Handed to React.lazy for a chunk that has already
 * arrived, it lets React render the piece without suspending (a Promise would always suspend once).
 */
export const settled = <T>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;
