// Turns the transformed design tokens into what Tailwind and tailwind-merge need, so
// neither keeps a list of token names: the Tailwind theme (read by tailwind.config.ts)
// and the class groups of `cn` (src/lib/cn.ts). Each token group maps to one theme key and
// token names are class names; within a role (`color.surface.*`) the `base` token is the
// role's bare class (`bg-surface`), while a scale step named `base` stays `text-base`.

import type { TransformedToken } from 'style-dictionary/types';

/** The Tailwind theme keys tokens map to. */
export type ThemeKey =
  | 'screens'
  | 'colors'
  | 'fontFamily'
  | 'fontWeight'
  | 'fontSize'
  | 'letterSpacing'
  | 'borderRadius'
  | 'boxShadow'
  | 'zIndex'
  | 'spacing'
  | 'maxWidth'
  | 'transitionDuration'
  | 'transitionTimingFunction';

interface ThemeKeyMapping {
  group: string[];
  /** null: the group has no utility class (read as variables, or paired with another group). */
  key: ThemeKey | null;
  /** Extends Tailwind's own scale instead of replacing it. */
  extend?: boolean;
  /** Written as the raw value, not a variable. */
  raw?: boolean;
}

/** A nested theme object: step names down to a value. */
interface ThemeTree {
  [step: string]: ThemeTree | ThemeValue;
}
type ThemeValue = string | [string, { lineHeight: string }];

/** Token group (path prefix) -> Tailwind theme key, and whether it extends Tailwind's own scale. */
const themeKeys: ThemeKeyMapping[] = [
  { group: ['breakpoint'], key: 'screens', raw: true },
  { group: ['color'], key: 'colors' },
  { group: ['font', 'family'], key: 'fontFamily' },
  { group: ['font', 'weight'], key: 'fontWeight' },
  { group: ['font', 'size'], key: 'fontSize' },
  { group: ['font', 'line-height'], key: null }, // paired with the font size of the same name
  { group: ['font', 'tracking'], key: 'letterSpacing' },
  { group: ['radius'], key: 'borderRadius' },
  { group: ['shadow'], key: 'boxShadow' },
  { group: ['z'], key: 'zIndex' },
  { group: ['space'], key: 'spacing', extend: true },
  { group: ['size'], key: 'maxWidth', extend: true },
  { group: ['motion', 'duration'], key: 'transitionDuration', extend: true },
  { group: ['motion', 'easing'], key: 'transitionTimingFunction', extend: true },
  // Read by code (src/lib/smooth-scroll) and by global.css as variables; no utility class.
  { group: ['motion', 'scroll'], key: null },
  { group: ['motion', 'overscroll'], key: null },
  { group: ['motion', 'parallax'], key: null },
];

// CSS keywords Tailwind offers as colours; no token holds them.
const colourKeywords: Record<string, string> = {
  transparent: 'transparent',
  current: 'currentColor',
  inherit: 'inherit',
};

const startsWith = (path: string[], group: string[]) => group.every((part, index) => path[index] === part);

/** The theme key a token belongs to, and its path within that key (`['surface', 'muted']`). */
export function placeToken(token: TransformedToken): ThemeKeyMapping & { steps: string[] } {
  const mapping = themeKeys.find(({ group }) => startsWith(token.path, group));
  if (!mapping)
    throw new Error(
      `Token ${token.path.join('.')} has no Tailwind theme key: map its group in scripts/tokens/tailwind.ts`,
    );
  return { ...mapping, steps: token.path.slice(mapping.group.length) };
}

/** Class-name suffix of a step: `['surface', 'base']` -> `surface`, `['fg', 'inverse-muted']` -> `fg-inverse-muted`, `['base']` -> `base`. */
export const className = (steps: string[]) =>
  (steps.length > 1 && steps.at(-1) === 'base' ? steps.slice(0, -1) : steps).join('-');

const cssVar = (token: TransformedToken) => `var(--${token.name})`;

function setStep(target: ThemeTree, steps: string[], value: ThemeValue) {
  const [head, ...rest] = steps;
  if (head === undefined) throw new Error('A token maps to no step of its theme key');
  if (rest.length === 0) target[head] = value;
  else setStep((target[head] ??= {}) as ThemeTree, rest.length === 1 && rest[0] === 'base' ? ['DEFAULT'] : rest, value);
}

/** The `theme` of tailwind.config.ts: every value a `var(--ds-*)`, breakpoints raw (media queries cannot read variables). */
export function tailwindTheme(tokens: TransformedToken[]) {
  const extend: Partial<Record<ThemeKey, ThemeTree>> = {};
  const theme: Partial<Record<ThemeKey, ThemeTree>> & { extend: typeof extend } = {
    colors: { ...colourKeywords },
    extend,
  };
  const lineHeights = new Map(
    tokens
      .filter((token) => startsWith(token.path, ['font', 'line-height']))
      .map((token) => [token.path.at(-1), token]),
  );
  for (const token of tokens) {
    const { key, extend, raw, steps } = placeToken(token);
    if (!key) continue;
    const target = extend ? (theme.extend[key] ??= {}) : (theme[key] ??= {});
    const value = raw ? String(token.$value) : cssVar(token);
    if (key === 'fontSize') {
      const lineHeight = lineHeights.get(steps.at(-1));
      if (!lineHeight) throw new Error(`Font size ${steps.join('.')} has no font.line-height of the same name`);
      setStep(target, steps, [value, { lineHeight: cssVar(lineHeight) }]);
    } else setStep(target, steps, value);
  }
  return theme;
}

/** Step names per theme key, as classes spell them. */
export function stepNames(tokens: TransformedToken[]): Partial<Record<ThemeKey, string[]>> {
  const names: Partial<Record<ThemeKey, string[]>> = {};
  for (const token of tokens) {
    const { key, steps } = placeToken(token);
    if (key) (names[key] ??= []).push(className(steps));
  }
  return names;
}

/**
 * tailwind-merge's configuration for `cn`. It must know every renamed scale, or it reads
 * `text-sm text-fg-muted` as one conflict and drops a class.
 */
export function mergeConfig(tokens: TransformedToken[]) {
  const names = stepNames(tokens);
  const colours = [...Object.keys(colourKeywords), ...(names.colors ?? [])];
  return {
    override: {
      theme: {
        color: colours,
        font: names.fontFamily,
        'font-weight': names.fontWeight,
        text: names.fontSize,
        tracking: names.letterSpacing,
        radius: names.borderRadius,
        shadow: names.boxShadow,
        ease: names.transitionTimingFunction,
      },
    },
    extend: {
      theme: { spacing: names.spacing, container: names.maxWidth },
      classGroups: {
        z: [{ z: names.zIndex }],
        duration: [{ duration: names.transitionDuration }],
      },
    },
  };
}
