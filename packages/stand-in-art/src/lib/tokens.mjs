// The site's colours, read from its design tokens (W3C token JSON: color.primitives.json,
// color.light.json, color.dark.json in the configured folder), so drawn product screens
// wear exactly the colours the site does in each theme.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokensDir } from '../settings.mjs';

const cache = new Map();

/** One token file, read once per folder (a clip looks colours up for every frame). */
function readTokens(name) {
  const file = join(tokensDir(), name);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return cache.get(file);
}

/** Looks up 'color.ink.900' in the primitives, following '{...}' references. */
function resolve(value) {
  const reference = /^\{(.+)\}$/.exec(value);
  if (!reference) return value;
  const primitives = readTokens('color.primitives.json');
  const node = reference[1].split('.').reduce((at, key) => at?.[key], primitives);
  if (!node?.$value) throw new Error(`Unknown token reference ${value}`);
  return resolve(node.$value);
}

/** A palette colour by token path ('color.ink.950') as a hex string. */
export const primitive = (path) => resolve(`{${path}}`);

/** Semantic roles of one theme as hex strings: surface, fg, accent, border, success... */
export function themeColours(theme) {
  const { color } = readTokens(`color.${theme}.json`);
  const role = (group, key = 'base') => resolve((color[group][key] ?? color[group]).$value);
  return {
    surface: role('surface'),
    surfaceMuted: role('surface', 'muted'),
    surfaceRaised: role('surface', 'raised'),
    surfaceInverse: role('surface', 'inverse'),
    fg: role('fg'),
    fgMuted: role('fg', 'muted'),
    accent: role('accent'),
    accentFg: role('accent', 'fg'),
    accentSubtle: role('accent', 'subtle'),
    border: role('border'),
    borderStrong: role('border', 'strong'),
    success: resolve(color.success.$value),
    danger: resolve(color.danger.$value),
    glow: resolve(color.glow.$value),
  };
}
