// GROQ for the content service. Only the fields the site renders are projected,
// so the answer stays small and matches ContentPost (cms/schemas describes the
// documents these fields come from).
const postProjection = `{
  title,
  slug,
  publishedAt,
  "updatedAt": _updatedAt,
  excerpt,
  "mainImage": mainImage{alt, "asset": {"url": asset->url}},
  "categories": categories[]->{title},
  "author": author->{name}
}`;

/** The projection plus the Portable Text body, with each inline image's asset resolved to its CDN URL. */
const withBody = postProjection.replace(
  /\}$/,
  `,\n  "body": body[]{..., _type == "image" => {"alt": alt, "caption": caption, "asset": {"url": asset->url}}}\n}`,
);

/** What the site needs to publish a post: an address and a date (a half-written post or an import may lack either). */
const publishable = 'defined(slug.current) && defined(publishedAt)';

/** Publishable posts that reference any category whose slug is in `$slugs`, newest first. */
export function buildPostsByCategoryQuery(): string {
  return `*[_type == "post" && ${publishable} && count((categories[]->slug.current)[@ in $slugs]) > 0] | order(publishedAt desc)${postProjection}`;
}

/** The post a post address names, when it may be published (a slug is there by definition). */
const publishableBySlug = '_type == "post" && slug.current == $slug && defined(publishedAt)';

/** One publishable post by slug, with its body. */
export function buildPostBySlugQuery(): string {
  return `*[${publishableBySlug}][0]${withBody}`;
}

/** Whether a publishable post has the slug: true or false, without the post (what a host asks before answering). */
export function buildPostExistsQuery(): string {
  return `defined(*[${publishableBySlug}][0]._id)`;
}

/** Every publishable post with its body, newest first: what a build prerenders. */
export function buildAllPostsQuery(): string {
  return `*[_type == "post" && ${publishable}] | order(publishedAt desc)${withBody}`;
}

/** Trimmed, lower-case, unique, sorted: ['News', 'insights ', 'news'] and ['insights', 'news'] share a key. */
export function normaliseSlugs(slugs: readonly string[]): string[] {
  return [...new Set(slugs.map((slug) => slug.trim().toLowerCase()).filter(Boolean))].sort();
}

/** The key under which posts for a set of category slugs are stored. */
export function categoryKey(slugs: readonly string[]): string {
  return normaliseSlugs(slugs).join(',');
}
