// Checks for the plain data an island reads from its page (`parseProps`): the props cross from the page into the
// island's code, so each module says what it takes and refuses the rest. Small on purpose: they ship with islands.
import type { MediaImage, MediaVideo } from '@/content/types';

export type Check<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString: Check<string> = (value): value is string => typeof value === 'string';
export const isNumber: Check<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);
export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    values.includes(value as T);
export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);

/** An object with exactly these fields (an optional one may be absent), each passing its check. */
export const shape =
  <T extends object>(checks: { [Key in keyof T]-?: Check<T[Key]> }): Check<T> =>
  (value): value is T =>
    isRecord(value) &&
    Object.keys(value).every((key) => Object.hasOwn(checks, key)) &&
    Object.entries(checks).every(([key, check]) => (check as Check<unknown>)(value[key]));

export const isImage = shape<MediaImage>({ src: isString, width: isNumber, height: isNumber, alt: isString });
export const isVideo = shape<MediaVideo>({
  src: isString,
  poster: isImage,
  loop: (value): value is true => value === true,
});

/** `raw` as `T`, or an error that names the island and what its props should be. */
export function parsed<T>(raw: unknown, check: Check<T>, island: string, expected: string): T {
  if (!check(raw)) throw new Error(`The ${island} island's props are not ${expected}: ${JSON.stringify(raw)}`);
  return raw;
}
