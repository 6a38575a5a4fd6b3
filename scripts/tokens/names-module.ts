// Writes src/styles/generated/tokens.ts: every token's name, CSS variable and value, typed,
// for code that needs a value rather than a class (motion durations and easing, the
// browser's theme colour, the token reference story, the contrast test).
import type { TransformedToken } from 'style-dictionary/types';
import { className, placeToken } from './tailwind.ts';

/** One token as the module lists it. */
interface Entry {
  name: string;
  cssVar: string;
  value: string;
  description?: string;
}
/** A foreground's contrast requirement (`com.infinyte.contrast` in tokens/). */
interface ContrastRequirement {
  against: string[];
  min: number;
  over?: string;
}
interface ContrastPair {
  fg: string;
  bg: string;
  min: number;
  over?: string;
}

const contrastKey = 'com.infinyte.contrast';

/** One entry per token: `{ name, cssVar, value, description? }`, grouped by Tailwind theme key. */
function entries(tokens: TransformedToken[]): Record<string, Entry[]> {
  const groups: Record<string, Entry[]> = {};
  for (const token of tokens) {
    const { key, steps } = placeToken(token);
    const group = key ?? token.path.slice(0, -1).join('-');
    const entry: Entry = { name: className(steps), cssVar: `--${token.name}`, value: token.$value };
    if (token.$description) entry.description = token.$description;
    (groups[group] ??= []).push(entry);
  }
  return groups;
}

const roleName = (path: string) => className(path.split('.').slice(1));

/** `{ fg, bg, min, over? }` for every role pair the design draws, named as classes name them. */
function contrastPairs(tokens: TransformedToken[], primitives: Map<string, string>) {
  const pairs: ContrastPair[] = [];
  for (const token of tokens) {
    const contrast = token.$extensions?.[contrastKey] as ContrastRequirement | undefined;
    if (!contrast) continue;
    for (const against of contrast.against) {
      const pair: ContrastPair = { fg: className(token.path.slice(1)), bg: roleName(against), min: contrast.min };
      if (contrast.over) pair.over = primitives.get(contrast.over);
      pairs.push(pair);
    }
  }
  return pairs;
}

const milliseconds = (value: string) => Number(/^([\d.]+)ms$/.exec(value)?.[1] ?? Number.NaN);

export function namesModule({
  light,
  dark,
  primitives,
  surfaces,
}: {
  light: TransformedToken[];
  dark: TransformedToken[];
  primitives: Map<string, string>;
  surfaces: { light: Record<string, Record<string, string>>; dark: Record<string, Record<string, string>> };
}) {
  const groups = entries(light);
  const group = (name: string) => {
    const found = groups[name];
    if (!found) throw new Error(`No token in the group ${name}: the names module lists it`);
    return found;
  };
  const darkColours = Object.fromEntries(
    dark.filter((token) => token.path[0] === 'color').map((token) => [className(token.path.slice(1)), token.$value]),
  );
  const darkShadows = Object.fromEntries(
    dark.filter((token) => token.path[0] === 'shadow').map((token) => [className(token.path.slice(1)), token.$value]),
  );
  const perTheme = ({ value, ...entry }: Entry, darkValues: Record<string, string | undefined>) => ({
    ...entry,
    light: value,
    dark: darkValues[entry.name],
  });
  const colours = group('colors').map((entry) => perTheme(entry, darkColours));
  const shadows = group('boxShadow').map((entry) => perTheme(entry, darkShadows));
  const missing = colours.filter((entry) => entry.dark === undefined).map((entry) => entry.name);
  if (missing.length > 0) throw new Error(`Colour roles without a dark value: ${missing.join(', ')}`);

  const durations = light.filter((token) => startsWithPath(token, 'motion.duration'));
  const easings = light.filter((token) => startsWithPath(token, 'motion.easing'));
  const data = {
    colorRoles: colours,
    contrastPairs: contrastPairs(light, primitives),
    spacing: group('spacing'),
    maxWidth: group('maxWidth'),
    radius: group('borderRadius'),
    shadow: shadows,
    fontFamily: group('fontFamily'),
    fontWeight: group('fontWeight'),
    fontSize: group('fontSize').map((entry) => ({
      ...entry,
      lineHeight: group('font-line-height').find((lineHeight) => lineHeight.name === entry.name),
    })),
    letterSpacing: group('letterSpacing'),
    zIndex: group('zIndex'),
    breakpoint: group('screens'),
    duration: group('transitionDuration'),
    easing: group('transitionTimingFunction'),
  };
  const durationMs = Object.fromEntries(
    durations.map((token) => [token.path.at(-1), milliseconds(token.original.$value)]),
  );
  const easing = Object.fromEntries(easings.map((token) => [token.path.at(-1), token.original.$value]));
  const motionGroup = (name: string) =>
    Object.fromEntries(
      light
        .filter((token) => startsWithPath(token, `motion.${name}`))
        .map((token) => [camelCase(token.path.at(-1) ?? ''), motionValue(token)]),
    );
  const breakpoint = Object.fromEntries(group('screens').map((entry) => [entry.name, entry.value]));
  const themeColor = Object.fromEntries(
    (['light', 'dark'] as const).map((theme) => [theme, colours.find((c) => c.name === 'surface')?.[theme]]),
  );

  const constant = (name: string, value: unknown, doc: string) =>
    `/** ${doc} */\nexport const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`;
  return [
    '// Generated by scripts/build-tokens.ts from tokens/. Do not edit.\n',
    constant(
      'tokens',
      data,
      'Every token by Tailwind theme key: its class-name step, CSS variable and value (colours and shadows per theme).',
    ),
    constant('durationMs', durationMs, 'Motion durations in milliseconds (motion.duration.*).'),
    constant(
      'easing',
      easing,
      'Cubic-bezier control points (motion.easing.*), as motion and the Web Animations API take them.',
    ),
    constant(
      'breakpoint',
      breakpoint,
      'Layout breakpoints (min-width), for code that must follow the same queries as the CSS.',
    ),
    constant(
      'scrollMotion',
      motionGroup('scroll'),
      'Smooth scrolling (motion.scroll.*): numbers as written, durations in ms, dimensions in px.',
    ),
    constant(
      'overscrollMotion',
      motionGroup('overscroll'),
      'The overscroll effect (motion.overscroll.*): its damping and largest pull in px.',
    ),
    constant('parallaxMotion', motionGroup('parallax'), 'Hero parallax rates (motion.parallax.*), shares of a height.'),
    constant(
      'surfaceScopes',
      surfaces,
      "Each surface scope's roles per theme (tokens/surface.<theme>.json): `bg` and the roles its content reads.",
    ),
    constant('themeColor', themeColor, "The page background per theme, for the browser's `theme-color`."),
    'export type Duration = keyof typeof durationMs;\n',
    'export type Easing = keyof typeof easing;\n',
    'export type Surface = keyof typeof surfaceScopes.light;\n',
    'export type ColorRole = (typeof tokens.colorRoles)[number]["name"];\n',
  ].join('\n');
}

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A motion setting as code wants it: durations in ms, dimensions in px, numbers as they are. */
function motionValue(token: TransformedToken) {
  const raw = token.original.$value;
  if (token.$type === 'duration') return milliseconds(raw);
  if (token.$type === 'dimension') return Number(/^([\d.]+)px$/.exec(raw)?.[1] ?? Number.NaN);
  return raw;
}

function startsWithPath(token: TransformedToken, path: string) {
  return token.path.join('.').startsWith(`${path}.`);
}
