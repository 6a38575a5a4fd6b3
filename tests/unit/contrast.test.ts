import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast';
import { tokens } from '@/styles/generated/tokens';

// The pairs come from the tokens themselves (each role's com.infinyte.contrast extension in
// tokens/color.light.json, written into the generated module), so a new role or a changed
// value is checked here before it reaches a page.
type Pair = { fg: string; bg: string; min: number; over?: string };
type Palette = Record<string, string>;

/** Returns every pair below its minimum, with the measured ratio. */
function failingPairs(palette: Palette, pairs: readonly Pair[]) {
  const colour = (role: string) => palette[role] ?? (role.startsWith('#') ? role : undefined);
  return pairs
    .map((pair) => {
      const fg = colour(pair.fg);
      const bg = colour(pair.bg);
      if (!fg || !bg) throw new Error(`No colour for ${pair.fg} or ${pair.bg}`);
      return { name: `${pair.fg} on ${pair.bg}`, min: pair.min, ratio: contrastRatio(fg, bg, pair.over) };
    })
    .filter((result) => result.ratio < result.min);
}

const palettes = Object.fromEntries(
  (['light', 'dark'] as const).map((theme) => [
    theme,
    Object.fromEntries(tokens.colorRoles.map((role) => [role.name, role[theme]])) as Palette,
  ]),
);

describe('contrast checker', () => {
  it('reads the pairs the tokens declare, text and non-text', () => {
    expect(tokens.contrastPairs).toContainEqual({ fg: 'fg', bg: 'surface', min: 4.5 });
    expect(tokens.contrastPairs).toContainEqual({ fg: 'ring', bg: 'surface-muted', min: 3 });
    expect(tokens.contrastPairs).toContainEqual({ fg: 'media-fg', bg: 'media-scrim', min: 4.5, over: '#ffffff' });
  });

  it('flags a low-contrast pair, translucent backdrops included', () => {
    const bad = { pale: '#d5dce8', paper: '#ffffff', veil: '#ffffff80' };
    const failures = failingPairs(bad, [
      { fg: 'pale', bg: 'paper', min: 4.5 },
      { fg: 'paper', bg: 'veil', over: '#ffffff', min: 4.5 },
      { fg: 'paper', bg: '#0c1220', min: 4.5 },
    ]);
    expect(failures.map((failure) => failure.name)).toEqual(['pale on paper', 'paper on veil']);
    expect(failures[0]!.ratio).toBeLessThan(2);
  });
});

describe.each(Object.entries(palettes))('%s theme', (_, palette) => {
  it('meets WCAG AA for every pair the design uses', () => {
    expect(tokens.contrastPairs.length).toBeGreaterThan(20);
    expect(failingPairs(palette, tokens.contrastPairs)).toEqual([]);
  });
});
