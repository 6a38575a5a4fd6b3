// Sanity's query endpoint in miniature: the received GROQ runs with groq-js
// (Sanity's own engine) over a list of documents, and a bad query answers with
// the body Content Lake sends (`{ error: { type: 'queryParseError', ... } }`).
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { SanityDocument } from './content-fixtures';

export interface QueryError {
  error: { type: 'queryParseError'; description: string; query: string; start: number; end: number };
}

export type QueryOutcome = { ok: true; result: unknown } | { ok: false; body: QueryError };

export interface QueryOptions {
  /** `published` (what this site asks for), `raw` or `drafts`; Sanity's default for API versions before 2025-02-19 is `raw`. */
  perspective?: string;
  /** A request with a token may read drafts; without one, Sanity never returns documents whose id has a dot. */
  authorized?: boolean;
}

const isDraft = (document: SanityDocument) => document._id.includes('.');

/** The documents a request can see: drafts only with a token and a perspective that includes them. */
export function visibleDocuments(documents: SanityDocument[], options: QueryOptions = {}): SanityDocument[] {
  const { perspective = 'raw', authorized = false } = options;
  if (!authorized || perspective === 'published') return documents.filter((document) => !isDraft(document));
  if (perspective === 'raw') return documents;
  // `drafts`: each draft stands in for its published document.
  const drafted = new Set(documents.filter(isDraft).map((document) => document._id.replace(/^drafts\./, '')));
  return documents
    .filter((document) => !drafted.has(document._id))
    .map((document) => (isDraft(document) ? { ...document, _id: document._id.replace(/^drafts\./, '') } : document));
}

/** Parameter names the query reads (`$slug`), each with where it first appears. */
function referencedParams(query: string, tree: ExprNode): Map<string, number> {
  const names = new Map<string, number>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record['type'] === 'Parameter' && typeof record['name'] === 'string' && !names.has(record['name'])) {
      names.set(record['name'], query.indexOf(`$${record['name']}`));
    }
    Object.values(record).forEach(walk);
  };
  walk(tree);
  return names;
}

const parseError = (query: string, description: string, start: number, end: number): QueryOutcome => ({
  ok: false,
  body: { error: { type: 'queryParseError', description, query, start, end } },
});

/** Evaluates `query` with `params` over the documents the request can see. */
export async function runQuery(
  documents: SanityDocument[],
  query: string,
  params: Record<string, unknown> = {},
  options: QueryOptions = {},
): Promise<QueryOutcome> {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position = (error as { position?: number }).position ?? 0;
    const description = (error as Error).message.replace(/^Syntax error in GROQ query at position \d+: /, '');
    return parseError(query, description, position, position + 1);
  }
  for (const [name, start] of referencedParams(query, tree)) {
    if (!(name in params)) {
      return parseError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1);
    }
  }
  const value = await evaluate(tree, { dataset: visibleDocuments(documents, options), params });
  return { ok: true, result: await value.get() };
}

/** The result of a query that must succeed (unit tests asking what the site's GROQ selects). */
export async function queryResult(
  documents: SanityDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const outcome = await runQuery(documents, query, params, { perspective: 'published' });
  if (!outcome.ok) throw new Error(outcome.body.error.description);
  return outcome.result;
}
