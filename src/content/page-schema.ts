// The shape every entry under ./pages/ must have, checked when the route files are written
// (scripts/page-routes.ts) so a malformed page fails before the type check or the build. The copy of a page
// is checked by its template's props in the generated route file; this checks what the router reads.
import { z } from 'zod';
import { pageTemplates, type PageEntry } from './page-entry';
import type { RouteMeta } from './route-meta';

const routeMetaSchema = z.object({
  title: z.string().min(1),
  heading: z.string().min(1),
  category: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string()).optional(),
  canonicalUrl: z.url().optional(),
  ogImage: z.string().optional(),
  schemaImage: z.string().optional(),
  ogType: z.enum(['website', 'article']).optional(),
  noIndex: z.boolean().optional(),
  schemaType: z.enum(['website', 'organization', 'article', 'software', 'product', 'service', 'contact']).optional(),
  offer: z.object({ price: z.string(), priceCurrency: z.string() }).optional(),
  schemaOverrides: z.record(z.string(), z.unknown()).optional(),
}) satisfies z.ZodType<Partial<RouteMeta>>;

/** An entry: a known template and complete metadata; the rest is the template's copy. */
export const pageEntrySchema = z.looseObject({
  template: z.enum(pageTemplates),
  meta: routeMetaSchema,
}) satisfies z.ZodType<Partial<PageEntry>>;
