// GROQ for the content service. Only the fields the site renders are projected,
// so the answer stays small and matches ContentPost.
const postProjection = `{
  title,
  slug,
  publishedAt,
  excerpt,
  "mainImage": {"asset": {"url": mainImage.asset->url}},
  "categories": categories[]->{title}
}`;

/** Posts that reference any category whose slug is in `$slugs`, newest first. */
export function buildPostsByCategoryQuery(): string {
  return `*[_type == "post" && count((categories[]->slug.current)[@ in $slugs]) > 0] | order(publishedAt desc)${postProjection}`;
}

/** One post by slug, with its body blocks flattened to plain paragraphs. */
export function buildPostBySlugQuery(): string {
  return `*[_type == "post" && slug.current == $slug][0]${postProjection.replace(
    /\}$/,
    `,\n  "body": body[_type == "block"]{"text": pt::text(@)}.text\n}`,
  )}`;
}

/** Trimmed, lower-case, unique, sorted: ['News', 'insights ', 'news'] and ['insights', 'news'] share a key. */
export function normaliseSlugs(slugs: readonly string[]): string[] {
  return [...new Set(slugs.map((slug) => slug.trim().toLowerCase()).filter(Boolean))].sort();
}

/** The key under which posts for a set of category slugs are stored. */
export function categoryKey(slugs: readonly string[]): string {
  return normaliseSlugs(slugs).join(',');
}
