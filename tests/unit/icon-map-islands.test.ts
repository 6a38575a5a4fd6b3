// The name map of icons (src/components/ui/named-icon.tsx) imports every icon of the site: reached from an
// island, it would ship them all on every islands page (docs/islands.md, Weight). Islands import the icons they
// draw from src/components/ui/icons.tsx, and content-named icons are drawn by static sections alone. This walks
// the imports of src from each island's module, static and dynamic (a dialog fetched on intent is still the
// island's code), and fails if the map, or the list of every icon it is made of, is among them. The icons are
// dropped from a bundle that does not import them only because their definitions are pure calls: that is held too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
const nameMap = join(src, 'components/ui/named-icon.tsx');
const icons = join(src, 'components/ui/icons.tsx');

/** The file a specifier names inside src, or undefined for a package (or an asset, `?raw` and the like). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base || specifier.includes('?')) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The modules a file imports at run time: `import type` and `export type` bring in no code. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** Every module of src the given one reaches, each with the chain of imports that reaches it. */
function reachable(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const next of importsOf(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

const islands = readdirSync(join(src, 'islands'))
  .filter((file) => file.endsWith('.island.tsx'))
  .map((file) => join(src, 'islands', file));

const chainToMap = (island: string) =>
  reachable(island)
    .get(nameMap)
    ?.map((file) => relative(root, file));

describe('no island imports the icon map', () => {
  it('finds the islands and what they import', () => {
    expect(islands.length).toBeGreaterThan(10);
    const header = reachable(join(src, 'islands/header.island.tsx'));
    expect(header.has(icons)).toBe(true);
  });

  it.each(islands.map((file) => [relative(src, file), file] as const))('%s', (_name, island) => {
    expect(chainToMap(island)).toBeUndefined();
    // Nor the list of every icon the map is made of.
    const withList = [...reachable(island).keys()].filter(
      (file) => file !== icons && /\ballIcons\b/.test(readFileSync(file, 'utf8')),
    );
    expect(withList.map((file) => relative(root, file))).toEqual([]);
  });

  it('defines each icon as a pure call, which a bundle drops when nothing imports the icon', () => {
    const code = readFileSync(icons, 'utf8');
    const exports = [...code.matchAll(/^export const \w+Icon = (.*)$/gm)].map((match) => match[1]);
    expect(exports.length).toBeGreaterThan(40);
    expect(exports.filter((definition) => !definition?.startsWith('/* @__PURE__ */'))).toEqual([]);
  });

  it('sees the map through a chain of imports (canary)', () => {
    // The footer draws the social networks content names; a module importing it reaches the map.
    const footer = join(src, 'components/layout/footer.tsx');
    expect(chainToMap(join(src, 'islands/islands-root-layout.tsx'))).toEqual([
      'src/islands/islands-root-layout.tsx',
      relative(root, footer),
      'src/components/ui/named-icon.tsx',
    ]);
  });
});
