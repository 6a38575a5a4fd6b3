import { describe, expect, it } from 'vitest';
import { codePointsOf, parseUnicodeRange, spansCoverAny } from '@/lib/web-font/unicode-range';

describe('parseUnicodeRange', () => {
  it('reads single code points, spans and wildcards as the browser does', () => {
    expect(parseUnicodeRange('U+0131, U+0152-0153, U+1F??, U+??')).toEqual([
      [0x131, 0x131],
      [0x152, 0x153],
      [0x1f00, 0x1fff],
      [0x00, 0xff],
    ]);
  });

  it('covers every code point when a rule names no range', () => {
    expect(parseUnicodeRange(undefined)).toEqual([[0, 0x10ffff]]);
  });
});

describe('spansCoverAny', () => {
  // Two of Inter's subsets as @fontsource declares them.
  const latin = parseUnicodeRange('U+??,U+131,U+152-153,U+2000-206F,U+20AC,U+2122');
  const cyrillic = parseUnicodeRange('U+301,U+400-45F,U+490-491,U+4B0-4B1,U+2116');

  it('picks the faces that draw some of the text, and only those', () => {
    const english = codePointsOf('AI that works — for €20');
    expect(spansCoverAny(latin, english)).toBe(true);
    expect(spansCoverAny(cyrillic, english)).toBe(false);
    expect(spansCoverAny(cyrillic, codePointsOf('Привет'))).toBe(true);
  });

  it('reads characters beyond the basic plane as one code point each', () => {
    expect(codePointsOf('🙂')).toEqual(new Set([0x1f642]));
  });
});
