// Surface scopes (tokens/surface.<theme>.json): an element marked data-surface="<name>" paints
// its surface and redefines the roles its content reads, as Radix Themes' nested Theme does, so
// Text, Heading, Label, ArrowLink and Button need no prop to read right on an inverse band.
// `bg` becomes --ds-surface-bg; every other role keeps the variable of its path (`fg.base` ->
// --ds-color-fg-base), so `text-fg`, `text-link` or `bg-accent` inside the scope follow it.
import type { TransformedToken } from 'style-dictionary/types';
import { className } from './tailwind.ts';

/** One role a surface redefines: its variable and value. */
interface ScopeRole {
  variable: string;
  value: string;
}
/** `{ [surface]: { [role class name]: role } }`. */
export type Scopes = Record<string, Record<string, ScopeRole>>;

const scopeGroup = 'surface-scope';
export const isScopeToken = (token: TransformedToken) => token.path[0] === scopeGroup;

const variableOf = (steps: string[]) =>
  steps.length === 1 && steps[0] === 'bg' ? '--ds-surface-bg' : `--ds-color-${steps.join('-')}`;

/** `{ [surface]: { [role class name]: value } }`, from one theme's scope tokens. */
export function scopesByName(tokens: TransformedToken[]): Scopes {
  const scopes: Scopes = {};
  for (const token of tokens.filter(isScopeToken)) {
    const [, surface, ...steps] = token.path;
    if (surface === undefined) continue;
    (scopes[surface] ??= {})[className(steps)] = { variable: variableOf(steps), value: token.$value };
  }
  return scopes;
}

function rules(scopes: Scopes, prefix: string) {
  return Object.entries(scopes).map(([surface, roles]) => {
    const declarations = Object.values(roles).map(({ variable, value }) => `    ${variable}: ${value};`);
    return [`  ${prefix}[data-surface='${surface}'] {`, ...declarations, '  }'].join('\n');
  });
}

/** The stylesheet: light scopes, then the dark ones under `.dark`, and the surface itself painted. */
export function surfaceCss({ light, dark, header }: { light: Scopes; dark: Scopes; header: string }) {
  const darkNames = Object.keys(dark).join();
  if (Object.keys(light).join() !== darkNames)
    throw new Error('tokens/surface.light.json and .dark.json name different surfaces');
  return [
    `/* ${header} */`,
    // The base layer, so a utility on the same element (a hero's own background) still wins.
    '@layer base {',
    ...rules(light, ''),
    ...rules(dark, '.dark '),
    '  [data-surface] {',
    '    background-color: var(--ds-surface-bg);',
    '    color: var(--ds-color-fg-base);',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The scope values per theme for the names module: `{ light: { inverse: { bg, fg, 'fg-muted', ... } } }`. */
export const scopeValues = (scopes: Scopes): Record<string, Record<string, string>> =>
  Object.fromEntries(
    Object.entries(scopes).map(([surface, roles]) => [
      surface,
      Object.fromEntries(Object.entries(roles).map(([name, { value }]) => [name, value])),
    ]),
  );
