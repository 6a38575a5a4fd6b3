import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { vocabulary } from '@/components/vocabulary';

// Every cva call in the components declares its axes from src/components/vocabulary.ts: the
// same word for the same thing everywhere (no `tone` meaning a surface here and a status there).
type Declared = { file: string; axis: string; values: string[]; namedAs?: string };

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

/** Every axis every cva call in `source` declares, with its values. */
export function declaredAxes(file: string, source: string): Declared[] {
  const found: Declared[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'cva') {
      const config = node.arguments[1];
      const variants =
        config && ts.isObjectLiteralExpression(config)
          ? config.properties.find((property) => property.name && keyText(property.name) === 'variants')
          : undefined;
      if (variants && ts.isPropertyAssignment(variants) && ts.isObjectLiteralExpression(variants.initializer)) {
        for (const property of variants.initializer.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const { object, namedAs } = axisObject(property.initializer);
          const values = object?.properties.flatMap((value) => (value.name ? [keyText(value.name)] : [])) ?? [];
          found.push({ file, axis: keyText(property.name), values, namedAs });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}

/** What a declaration says outside the vocabulary: an unknown axis, value, or a mislabelled `axis()`. */
function outsideVocabulary(declared: Declared[]) {
  const words = vocabulary as Record<string, readonly string[]>;
  return declared.flatMap(({ file, axis, values, namedAs }) => {
    if (!words[axis]) return [`${file}: axis '${axis}'`];
    const problems = values.filter((value) => !words[axis]!.includes(value)).map((v) => `${file}: ${axis}='${v}'`);
    if (namedAs !== undefined && namedAs !== axis) problems.push(`${file}: ${axis} declared as axis('${namedAs}')`);
    return problems;
  });
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
  it('flags an axis, a value or an axis() label outside the vocabulary (canary)', () => {
    const source = `
      const a = cva('', { variants: { tone: { inverse: '' }, size: axis('size', { sm: '', huge: '' }) } });
      const b = cva('', { variants: { align: axis('spacing', { start: '' }) }, defaultVariants: {} });`;
    expect(outsideVocabulary(declaredAxes('canary.tsx', source))).toEqual([
      "canary.tsx: axis 'tone'",
      "canary.tsx: size='huge'",
      "canary.tsx: align declared as axis('spacing')",
    ]);
  });

  it('flags a tone prop typed by hand (canary)', () => {
    const source = `
      export interface LogoProps { tone?: 'default' | 'inverse'; loading?: 'lazy' }
      type BandProps = { surfaceTone: string; size?: 'sm' };`;
    expect(toneProps('canary.tsx', source)).toEqual(["canary.tsx: prop 'tone'", "canary.tsx: prop 'surfaceTone'"]);
  });

  it('finds the cva calls of the components', () => {
    const axes = new Set(everyDeclaration.map(({ axis }) => axis));
    expect(everyDeclaration.length).toBeGreaterThan(30);
    expect([...axes]).toEqual(expect.arrayContaining(['size', 'align', 'emphasis', 'spacing', 'surface', 'variant']));
  });
});

describe('components', () => {
  it('declare only axes and values from src/components/vocabulary.ts', () => {
    expect(outsideVocabulary(everyDeclaration)).toEqual([]);
  });

  it('declare no tone axis: colour comes from the surface scope', () => {
    expect(everyDeclaration.filter(({ axis }) => axis === 'tone')).toEqual([]);
  });

  it('type no tone prop by hand either: the nearest data-surface scope carries it', () => {
    expect(componentToneProps).toEqual([]);
  });
});
