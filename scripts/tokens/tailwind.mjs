// Turns the transformed design tokens into what Tailwind and tailwind-merge need, so
// neither keeps a list of token names: the Tailwind theme (read by tailwind.config.ts)
// and the class groups of `cn` (src/lib/cn.ts). Each token group maps to one theme key and
// token names are class names; within a role (`color.surface.*`) the `base` token is the
// role's bare class (`bg-surface`), while a scale step named `base` stays `text-base`.

/** Token group (path prefix) -> Tailwind theme key, and whether it extends Tailwind's own scale. */
const themeKeys = [
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
const colourKeywords = { transparent: 'transparent', current: 'currentColor', inherit: 'inherit' };

const startsWith = (path, group) => group.every((part, index) => path[index] === part);

/** The theme key a token belongs to, and its path within that key (`['surface', 'muted']`). */
export function placeToken(token) {
  const mapping = themeKeys.find(({ group }) => startsWith(token.path, group));
  if (!mapping)
    throw new Error(
      `Token ${token.path.join('.')} has no Tailwind theme key: map its group in scripts/tokens/tailwind.mjs`,
    );
  return { ...mapping, steps: token.path.slice(mapping.group.length) };
}

/** Class-name suffix of a step: `['surface', 'base']` -> `surface`, `['fg', 'inverse-muted']` -> `fg-inverse-muted`, `['base']` -> `base`. */
export const className = (steps) =>
  (steps.length > 1 && steps.at(-1) === 'base' ? steps.slice(0, -1) : steps).join('-');

const cssVar = (token) => `var(--${token.name})`;

function setStep(target, steps, value) {
  const [head, ...rest] = steps;
  if (rest.length === 0) target[head] = value;
  else setStep((target[head] ??= {}), rest.length === 1 && rest[0] === 'base' ? ['DEFAULT'] : rest, value);
}

/** The `theme` of tailwind.config.ts: every value a `var(--ds-*)`, breakpoints raw (media queries cannot read variables). */
export function tailwindTheme(tokens) {
  const theme = { colors: { ...colourKeywords }, extend: {} };
  const lineHeights = new Map(
    tokens
      .filter((token) => startsWith(token.path, ['font', 'line-height']))
      .map((token) => [token.path.at(-1), token]),
  );
  for (const token of tokens) {
    const { key, extend, raw, steps } = placeToken(token);
    if (!key) continue;
    const target = extend ? (theme.extend[key] ??= {}) : (theme[key] ??= {});
    let value = raw ? token.$value : cssVar(token);
    if (key === 'fontSize') {
      const lineHeight = lineHeights.get(steps.at(-1));
      if (!lineHeight) throw new Error(`Font size ${steps.join('.')} has no font.line-height of the same name`);
      value = [value, { lineHeight: cssVar(lineHeight) }];
    }
    setStep(target, steps, value);
  }
  return theme;
}

/** Step names per theme key, as classes spell them. */
export function stepNames(tokens) {
  const names = {};
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
export function mergeConfig(tokens) {
  const names = stepNames(tokens);
  const colours = [...Object.keys(colourKeywords), ...names.colors];
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
