import { wcagLuminance } from 'culori';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast';
import { surfaceScopes, tokens } from '@/styles/generated/tokens';

// The surface scopes (tokens/surface.<theme>.json) decide what every band looks like, so the
// checks run on the token values: each role readable on its own surface, and in the dark theme
// no full-width band brighter than a card (a visitor who chose dark mode gets no white block).
type Scope = Record<string, string>;
type Theme = 'light' | 'dark';

/** Roles drawn as text (4.5:1) and as non-text marks (3:1) on the scope's own background. */
const textRoles = ['fg', 'fg-muted', 'link', 'eyebrow'] as const;

function unreadableRoles(scope: Scope) {
  const checks = [
    ...textRoles.map((role) => ({ role, ratio: contrastRatio(scope[role]!, scope.bg!), min: 4.5 })),
    { role: 'accent-fg', ratio: contrastRatio(scope['accent-fg']!, scope.accent!), min: 4.5 },
    { role: 'ring', ratio: contrastRatio(scope.ring!, scope.bg!), min: 3 },
  ];
  return checks.filter(({ ratio, min }) => ratio < min);
}

/** The full-width bands of a theme: the inverse role itself and every scope but the page's and the card's. */
const bandSurfaces = (theme: Theme) => {
  const inverse = tokens.colorRoles.find((role) => role.name === 'surface-inverse')![theme];
  const bands = Object.entries(surfaceScopes[theme]).filter(([name]) => !['default', 'muted', 'raised'].includes(name));
  return [['surface-inverse', inverse], ...bands.map(([name, scope]) => [name, scope.bg])] as [string, string][];
};

/** Bands brighter (relative luminance) than the raised surface. */
function bandsLighterThanRaised(bands: [string, string][], raised: string) {
  return bands.filter(([, colour]) => wcagLuminance(colour) > wcagLuminance(raised)).map(([name]) => name);
}

describe('surface checks', () => {
  it('flag an unreadable role and a band brighter than the raised surface (canary)', () => {
    const washedOut = { bg: '#f5f7fb', fg: '#0c1220', 'fg-muted': '#d5dce8', link: '#0c1220', eyebrow: '#0c1220' };
    const scope = { ...washedOut, accent: '#1d4fd8', 'accent-fg': '#ffffff', ring: '#f5f7fb' };
    expect(unreadableRoles(scope).map(({ role }) => role)).toEqual(['fg-muted', 'ring']);
    expect(
      bandsLighterThanRaised(
        [
          ['footer', '#f5f7fb'],
          ['navy', '#0b1633'],
        ],
        '#131b2b',
      ),
    ).toEqual(['footer']);
  });

  it('cover the surfaces the vocabulary names, in both themes', () => {
    expect(Object.keys(surfaceScopes.light)).toEqual(['default', 'muted', 'raised', 'inverse', 'accent', 'media']);
    expect(Object.keys(surfaceScopes.dark)).toEqual(Object.keys(surfaceScopes.light));
  });
});

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it.each(Object.keys(surfaceScopes[theme]))('every role reads on the %s surface', (surface) => {
    expect(unreadableRoles(surfaceScopes[theme][surface as keyof (typeof surfaceScopes)[Theme]])).toEqual([]);
  });
});

describe('dark theme bands', () => {
  it('are never lighter than the raised surface', () => {
    expect(bandSurfaces('dark').length).toBeGreaterThanOrEqual(4);
    expect(bandsLighterThanRaised(bandSurfaces('dark'), surfaceScopes.dark.raised.bg)).toEqual([]);
  });

  it('stay bands in the light theme too: darker than the page', () => {
    const page = wcagLuminance(surfaceScopes.light.default.bg);
    const lighter = bandSurfaces('light').filter(([, colour]) => wcagLuminance(colour) >= page);
    expect(lighter).toEqual([]);
  });
});
