// The entries of a content module and the lines each spans, read with the TypeScript compiler, so a change inside
// one case study, worker or post is known as that entry's change. An entry is an object literal whose `slug` is a
// string ('repairline') or a Sanity slug ({ current: 'first-90-days' }), or a property of an exported object literal
// keyed by slug (case-study-stories.ts, worker-profiles.ts), the outermost such object wherever it sits (an array, a
// call like build({...})). Any module can join by having that shape: no list names them.
import ts from 'typescript';

export interface ContentEntry {
  slug: string;
  /** First and last line (1-based) of its text. */
  start: number;
  end: number;
}

const propertyName = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

/** The value a property of an object literal is given. */
function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const property = object.properties.find(
    (item): item is ts.PropertyAssignment => ts.isPropertyAssignment(item) && propertyName(item.name) === name,
  );
  return property?.initializer;
}

/** The slug an object literal declares, as a string or as Sanity's { current }. */
function slugOf(object: ts.ObjectLiteralExpression): string | undefined {
  const value = propertyValue(object, 'slug');
  const slug = value && ts.isObjectLiteralExpression(value) ? propertyValue(value, 'current') : value;
  return slug && ts.isStringLiteralLike(slug) ? slug.text : undefined;
}

/** The properties of an exported object literal whose values are object literals: a record keyed by slug. */
function keyedEntries(statement: ts.Statement): [string, ts.Node][] {
  if (!ts.isVariableStatement(statement)) return [];
  if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
  return statement.declarationList.declarations.flatMap((declaration) => {
    const value = declaration.initializer;
    if (!value || !ts.isObjectLiteralExpression(value)) return [];
    return value.properties.flatMap((property): [string, ts.Node][] => {
      if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) return [];
      const key = propertyName(property.name);
      return key ? [[key, property]] : [];
    });
  });
}

/** Every entry of a module's text, in source order. */
export function contentEntries(fileName: string, text: string): ContentEntry[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const span = (slug: string, node: ts.Node) => ({
    slug,
    start: lineOf(node.getStart(source)),
    end: lineOf(node.getEnd()),
  });
  const entries: ContentEntry[] = [];
  const visit = (node: ts.Node) => {
    const slug = ts.isObjectLiteralExpression(node) ? slugOf(node) : undefined;
    if (slug !== undefined) entries.push(span(slug, node));
    else ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    const keyed = keyedEntries(statement);
    if (keyed.length) entries.push(...keyed.map(([slug, node]) => span(slug, node)));
    else visit(statement);
  }
  return entries;
}

/** The slugs whose entries hold every one of the lines, or undefined if a line is outside every entry. */
export function entriesHolding(entries: readonly ContentEntry[], lines: readonly number[]): string[] | undefined {
  const slugs = new Set<string>();
  for (const line of lines) {
    const entry = entries.find(({ start, end }) => start <= line && line <= end);
    if (!entry) return undefined;
    slugs.add(entry.slug);
  }
  return [...slugs];
}
