import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blend, formatHex, parse, wcagContrast } from 'culori';

// Reads the W3C token files directly, so a change to any token value is
// checked here before it reaches a page.
type TokenTree = { [key: string]: TokenTree | string | number | unknown };

const readTokens = (file: string) => JSON.parse(readFileSync(`tokens/${file}`, 'utf8')) as TokenTree;
const primitives = readTokens('color.primitives.json');
const themes = { light: readTokens('color.light.json'), dark: readTokens('color.dark.json') };

function lookup(tree: TokenTree, path: string): string | undefined {
  let node: unknown = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TokenTree)[key];
  }
  const value = (node as { $value?: unknown } | undefined)?.$value;
  return typeof value === 'string' ? value : undefined;
}

/** Resolves `{color.x.y}` references against the theme, then the primitives. */
function resolve(theme: TokenTree, path: string, seen: string[] = []): string {
  if (seen.includes(path)) throw new Error(`Circular token reference: ${[...seen, path].join(' -> ')}`);
  const raw = lookup(theme, path) ?? lookup(primitives, path);
  if (raw === undefined) throw new Error(`Unknown token ${path}`);
  const reference = /^\{(.+)\}$/.exec(raw);
  return reference ? resolve(theme, reference[1]!, [...seen, path]) : raw;
}

/** A colour painted over an opaque backdrop, as the eye sees it. */
function flatten(color: string, backdrop: string): string {
  const top = parse(color);
  const bottom = parse(backdrop);
  if (!top || !bottom) throw new Error(`Unparseable colour ${color} or ${backdrop}`);
  return formatHex(blend([bottom, top], 'normal', 'rgb'));
}

type Pair = { name: string; fg: string; bg: string; min: number; over?: string };

/** Returns every pair below its minimum, with the measured ratio. */
function failingPairs(theme: TokenTree, pairs: Pair[]) {
  return pairs
    .map((pair) => {
      const bgRaw = resolve(theme, pair.bg);
      const bg = pair.over ? flatten(bgRaw, pair.over) : flatten(bgRaw, '#ffffff');
      const fg = flatten(resolve(theme, pair.fg), bg);
      return { ...pair, ratio: Math.round(wcagContrast(fg, bg) * 100) / 100 };
    })
    .filter((result) => result.ratio < result.min);
}

const surfaces = ['color.surface.base', 'color.surface.muted', 'color.surface.raised'];
const text = (fg: string, bgs: string[]) => bgs.map((bg) => ({ name: `${fg} on ${bg}`, fg, bg, min: 4.5 }));
const nonText = (fg: string, bgs: string[]) => bgs.map((bg) => ({ name: `${fg} against ${bg}`, fg, bg, min: 3 }));

// Every text-on-surface pair the components use.
const designPairs: Pair[] = [
  ...text('color.fg.base', surfaces),
  ...text('color.fg.muted', surfaces),
  ...text('color.fg.inverse', ['color.surface.inverse']),
  ...text('color.fg.inverse-muted', ['color.surface.inverse']),
  ...text('color.accent.fg', ['color.accent.base', 'color.accent.hover']),
  ...text('color.accent.base', [...surfaces, 'color.accent.subtle']),
  ...text('color.danger', ['color.surface.base', 'color.surface.raised']),
  ...text('color.success', ['color.surface.base', 'color.surface.raised']),
  // Worst case for text over imagery: the scrim over a pure white frame.
  {
    name: 'media-fg on media-scrim over white',
    fg: 'color.media.fg',
    bg: 'color.media.scrim',
    over: '#ffffff',
    min: 4.5,
  },
  ...nonText('color.ring', surfaces),
  ...nonText('color.border.strong', surfaces),
];

describe('contrast checker', () => {
  it('resolves references through the theme to primitives', () => {
    expect(resolve(themes.light, 'color.surface.base')).toBe('#ffffff');
    expect(resolve(themes.light, 'color.ink.900')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('flags a low-contrast pair', () => {
    const bad: TokenTree = {
      color: {
        pale: { $value: '{color.ink.200}' },
        paper: { $value: '{color.white}' },
        veil: { $value: '#ffffff80' },
      },
    };
    const failures = failingPairs(bad, [
      { name: 'pale on paper', fg: 'color.pale', bg: 'color.paper', min: 4.5 },
      { name: 'paper on veil over white', fg: 'color.paper', bg: 'color.veil', over: '#ffffff', min: 4.5 },
    ]);
    expect(failures.map((failure) => failure.name)).toEqual(['pale on paper', 'paper on veil over white']);
    expect(failures[0]!.ratio).toBeLessThan(2);
  });
});

describe.each(Object.entries(themes))('%s theme', (_, theme) => {
  it('meets WCAG AA for every pair the design uses', () => {
    expect(failingPairs(theme, designPairs)).toEqual([]);
  });
});
