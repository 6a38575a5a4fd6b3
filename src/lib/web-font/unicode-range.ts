/** One span of code points a face covers, both ends included. */
export type CodePointSpan = readonly [first: number, last: number];

/**
 * Reads a @font-face `unicode-range` (`U+0-FF, U+131, U+1F??`) into spans. `?` stands for any hex digit,
 * so `U+1F??` is U+1F00 to U+1FFF. A rule without one covers every code point (the CSS default).
 */
export const parseUnicodeRange = (range = 'U+0-10FFFF'): CodePointSpan[] =>
  range.split(',').map((part) => {
    const [first = '', last = first.replaceAll('?', 'f')] = part.trim().slice(2).split('-');
    return [Number.parseInt(first.replaceAll('?', '0'), 16), Number.parseInt(last, 16)];
  });

/** The distinct code points of some text. */
export const codePointsOf = (text: string) => new Set([...text].map((character) => character.codePointAt(0)!));

/** Whether a face with these spans draws any of these code points: the browser fetches only such faces. */
export const spansCoverAny = (spans: CodePointSpan[], codePoints: ReadonlySet<number>) =>
  [...codePoints].some((codePoint) => spans.some(([first, last]) => codePoint >= first && codePoint <= last));
