import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { vocabulary } from '@/components/vocabulary';

// Every cva call in the components declares each axis through `axis()`: a shared axis with the words of
// src/components/vocabulary.ts (the same word for the same thing everywhere, no `tone` meaning a surface here and
// a status there), a component's own axis beside it, in that component's file alone.
type Declared = {
  file: string;
  axis: string;
  values: string[];
  /** The name given to `axis()`, or undefined for an axis written as a bare object. */
  namedAs?: string;
  /** The value `defaultVariants` names for this axis, if any. */
  defaultValue?: string;
};

const keyText = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();

/** The classes object of one axis: a literal, or the second argument of `axis('name', {...})`. */
function axisObject(node: ts.Expression): { object?: ts.ObjectLiteralExpression; namedAs?: string } {
  if (ts.isObjectLiteralExpression(node)) return { object: node };
  if (ts.isCallExpression(node) && node.expression.getText() === 'axis') {
    const [name, classes] = node.arguments;
    return {
      object: classes && ts.isObjectLiteralExpression(classes) ? classes : undefined,
      namedAs: name && ts.isStringLiteral(name) ? name.text : undefined,
    };
  }
  return {};
}

/** The object literal a cva config gives `key` (`variants`, `defaultVariants`). */
function configObject(config: ts.Expression | undefined, key: string) {
  const property =
    config && ts.isObjectLiteralExpression(config)
      ? config.properties.find((candidate) => candidate.name && keyText(candidate.name) === key)
      : undefined;
  return property && ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)
    ? property.initializer
    : undefined;
}

/** Every axis every cva call in `source` declares, with its values and default. */
export function declaredAxes(file: string, source: string): Declared[] {
  const found: Declared[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'cva') {
      const defaults = new Map(
        (configObject(node.arguments[1], 'defaultVariants')?.properties ?? []).flatMap((property) =>
          ts.isPropertyAssignment(property) ? [[keyText(property.name), property.initializer.getText()] as const] : [],
        ),
      );
      for (const property of configObject(node.arguments[1], 'variants')?.properties ?? []) {
        if (!ts.isPropertyAssignment(property)) continue;
        const axis = keyText(property.name);
        const { object, namedAs } = axisObject(property.initializer);
        const values = object?.properties.flatMap((value) => (value.name ? [keyText(value.name)] : [])) ?? [];
        const defaultValue = defaults.get(axis)?.replace(/^'(.*)'$/, '$1');
        found.push({ file, axis, values, namedAs, defaultValue });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}

const shared = vocabulary as Record<string, readonly (string | number)[]>;

/** What a declaration breaks: a bare object, a mislabelled `axis()`, or a shared axis's value outside its words. */
function outsideVocabulary(declared: Declared[]) {
  return declared.flatMap(({ file, axis, values, namedAs }) => {
    if (namedAs === undefined) return [`${file}: ${axis} not declared through axis()`];
    if (namedAs !== axis) return [`${file}: ${axis} declared as axis('${namedAs}')`];
    const words = shared[axis]?.map(String);
    return words ? values.filter((value) => !words.includes(value)).map((v) => `${file}: ${axis}='${v}'`) : [];
  });
}

/**
 * A component's own axis named in more than one file: two components meaning one thing by it, so it belongs in
 * the vocabulary. `variant` is the exception by design: every component's `variant` is its own looks.
 */
function ownAxesInSeveralFiles(declared: Declared[]) {
  const files = new Map<string, Set<string>>();
  for (const { file, axis } of declared) {
    if (axis in shared || axis === 'variant') continue;
    files.set(axis, (files.get(axis) ?? new Set()).add(file));
  }
  return [...files].filter(([, where]) => where.size > 1).map(([axis, where]) => `${axis}: ${[...where].join(', ')}`);
}

// Words that mean one thing: an axis offering two of a group says one meaning twice.
const synonyms = [
  ['error', 'danger', 'failure'],
  ['muted', 'subtle', 'quiet'],
  ['default', 'normal', 'base'],
  ['start', 'left'],
  ['md', 'medium'],
];

/** An axis holding two words for one meaning, or a heading level where a step of its scale belongs. */
function twoWordsForOneMeaning(axes: { file: string; axis: string; values: string[] }[]) {
  return axes.flatMap(({ file, axis, values }) => [
    ...synonyms
      .filter((group) => group.filter((word) => values.includes(word)).length > 1)
      .map((group) => `${file}: ${axis} holds ${group.filter((word) => values.includes(word)).join(' and ')}`),
    ...values.filter((value) => /^h[1-6]$/.test(value)).map((value) => `${file}: ${axis}='${value}' is a level`),
  ]);
}

/** An axis offering `default` that names another value as its default. */
function defaultsElsewhere(declared: Declared[]) {
  return declared
    .filter(({ values, defaultValue }) => values.includes('default') && defaultValue && defaultValue !== 'default')
    .map(({ file, axis, defaultValue }) => `${file}: ${axis} defaults to '${defaultValue}'`);
}

/** Props a component types by hand (`tone?: ...` in a props type) that carry colour: the surface scope's job. */
export function toneProps(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertySignature(node) && /^(tone|\w+Tone)$/.test(keyText(node.name))) {
      found.push(`${file}: prop '${keyText(node.name)}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const everyDeclaration = sourceFiles('src').flatMap((file) => declaredAxes(file, readFileSync(file, 'utf8')));
const componentToneProps = sourceFiles('src/components').flatMap((file) => toneProps(file, readFileSync(file, 'utf8')));

describe('variant vocabulary checker', () => {
  it('flags a bare axis, an axis() label or a shared value outside the vocabulary (canary)', () => {
    const source = `
      const a = cva('', { variants: { tone: { inverse: '' }, size: axis('size', { sm: '', huge: '' }) } });
      const b = cva('', { variants: { align: axis('spacing', { start: '' }), look: axis('look', { any: '' }) } });`;
    expect(outsideVocabulary(declaredAxes('canary.tsx', source))).toEqual([
      'canary.tsx: tone not declared through axis()',
      "canary.tsx: size='huge'",
      "canary.tsx: align declared as axis('spacing')",
    ]);
  });

  it('flags an own axis two components declare, but not two variants (canary)', () => {
    const a = declaredAxes(
      'a.tsx',
      `cva('', { variants: { look: axis('look', { x: '' }), variant: axis('variant', { y: '' }) } })`,
    );
    const b = declaredAxes(
      'b.tsx',
      `cva('', { variants: { look: axis('look', { x: '' }), variant: axis('variant', { z: '' }) } })`,
    );
    expect(ownAxesInSeveralFiles([...a, ...b])).toEqual(['look: a.tsx, b.tsx']);
  });

  it('flags two words for one meaning, a heading level as a size, and a default other than default (canary)', () => {
    const source = `
      const a = cva('', {
        variants: { status: axis('status', { error: '', danger: '' }), size: axis('size', { md: '', h2: '' }) },
        defaultVariants: { size: 'md' },
      });
      const b = cva('', { variants: { variant: axis('variant', { default: '', ghost: '' }) }, defaultVariants: { variant: 'ghost' } });`;
    const declared = declaredAxes('canary.tsx', source);
    expect(twoWordsForOneMeaning(declared)).toEqual([
      'canary.tsx: status holds error and danger',
      "canary.tsx: size='h2' is a level",
    ]);
    expect(defaultsElsewhere(declared)).toEqual(["canary.tsx: variant defaults to 'ghost'"]);
  });

  it('flags a tone prop typed by hand (canary)', () => {
    const source = `
      export interface LogoProps { tone?: 'default' | 'inverse'; loading?: 'lazy' }
      type BandProps = { surfaceTone: string; size?: 'sm' };`;
    expect(toneProps('canary.tsx', source)).toEqual(["canary.tsx: prop 'tone'", "canary.tsx: prop 'surfaceTone'"]);
  });

  it('finds the cva calls of the components', () => {
    const axes = new Set(everyDeclaration.map(({ axis }) => axis));
    expect(everyDeclaration.length).toBeGreaterThan(40);
    expect([...axes]).toEqual(expect.arrayContaining(['size', 'align', 'emphasis', 'spacing', 'surface', 'variant']));
  });
});

describe('the shared vocabulary', () => {
  it('has no variant: each component lists its own looks beside it', () => {
    expect(Object.keys(vocabulary)).not.toContain('variant');
  });

  it('holds one word per meaning on every axis', () => {
    const axes = Object.entries(shared).map(([axis, words]) => ({
      file: 'vocabulary.ts',
      axis,
      values: words.map(String),
    }));
    expect(twoWordsForOneMeaning(axes)).toEqual([]);
  });
});

describe('components', () => {
  it('declare every axis through axis(), a shared one in the words of src/components/vocabulary.ts', () => {
    expect(outsideVocabulary(everyDeclaration)).toEqual([]);
  });

  it('keep an axis of their own to one file: a word two components use is shared', () => {
    expect(ownAxesInSeveralFiles(everyDeclaration)).toEqual([]);
  });

  it('hold one word per meaning on their own axes too', () => {
    expect(twoWordsForOneMeaning(everyDeclaration)).toEqual([]);
  });

  it('default an axis that offers `default` to it', () => {
    expect(defaultsElsewhere(everyDeclaration)).toEqual([]);
  });

  it('declare no tone axis: colour comes from the surface scope', () => {
    expect(everyDeclaration.filter(({ axis }) => axis === 'tone')).toEqual([]);
  });

  it('type no tone prop by hand either: the nearest data-surface scope carries it', () => {
    expect(componentToneProps).toEqual([]);
  });
});
