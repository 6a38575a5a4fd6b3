// Documents as Sanity stores them (references as `_ref`, slugs as `slug.current`,
// images as `sanity.imageAsset` documents with their CDN `url`), shared by the
// fake content service (tests/support/fake-content-service.ts) and the unit
// tests, which run the site's GROQ over them with groq-js. Their images live on
// another origin, as Sanity's do on cdn.sanity.io.

/** An image asset id hash: Sanity's are hex content hashes, with no dash (image URLs split on dashes). */
export const FIXTURE_IMAGES = {
  orchestration: { hash: '5f1c0a7e9b3d4c2a8e6f0b1d3c5a7e9f1b3d5c7a', file: 'agentic-orchestration-explained.webp' },
  receptionist: { hash: '8a2e4c6b0d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c', file: 'ai-receptionist-24-7-customer-care.webp' },
} as const;

export type FixtureImage = keyof typeof FIXTURE_IMAGES;

/** The CDN URL of a fixture image, as `asset->url` answers it (1200 x 675 WebP). */
export function fixtureImageUrl(cdnUrl: string, image: FixtureImage, projectId = 'test', dataset = 'production') {
  return `${cdnUrl}/images/${projectId}/${dataset}/${FIXTURE_IMAGES[image].hash}-1200x675.webp`;
}

/** A document of the dataset: what the query endpoint evaluates GROQ over. */
export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

/** Sanity's image asset id: `image-<hash>-<width>x<height>-<format>`. */
export const imageAssetId = (image: FixtureImage) => `image-${FIXTURE_IMAGES[image].hash}-1200x675-webp`;

const reference = (id: string) => ({ _type: 'reference', _ref: id });

function system(id: string, type: string, updatedAt = '2026-09-02T10:15:00Z'): SanityDocument {
  return { _id: id, _type: type, _createdAt: '2026-08-01T09:00:00Z', _updatedAt: updatedAt, _rev: `rev-${id}` };
}

function imageAssetDocument(cdnUrl: string, image: FixtureImage): SanityDocument {
  return {
    ...system(imageAssetId(image), 'sanity.imageAsset'),
    assetId: FIXTURE_IMAGES[image].hash,
    extension: 'webp',
    mimeType: 'image/webp',
    originalFilename: FIXTURE_IMAGES[image].file,
    path: new URL(fixtureImageUrl(cdnUrl, image)).pathname.slice(1),
    url: fixtureImageUrl(cdnUrl, image),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width: 1200, height: 675 },
    },
  };
}

/** The site's three categories; "insights" is titled differently from its slug, as editors may title it. */
export const FIXTURE_CATEGORIES = {
  news: 'News',
  initiatives: 'Initiatives',
  insights: 'AI Insights',
} as const;
export type FixtureCategory = keyof typeof FIXTURE_CATEGORIES;
const categoryId = (slug: FixtureCategory) => `category-${slug}`;

function categoryDocument(slug: FixtureCategory): SanityDocument {
  return {
    ...system(categoryId(slug), 'category'),
    title: FIXTURE_CATEGORIES[slug],
    slug: { _type: 'slug', current: slug },
  };
}

export const FIXTURE_AUTHOR = { id: 'author-maya-okafor', name: 'Maya Okafor' } as const;

/** A Portable Text node as Sanity stores it. */
export type PortableTextNode = Record<string, unknown> & { _type: string; _key: string };

let keys = 0;
const key = () => `k${(keys += 1)}`;

type Span = string | { text: string; marks: string[] };

/** A text block of one or more spans; `marks` on a span name decorators ('strong', 'em', 'code') or mark definitions (links). */
export function textBlock(
  text: Span | Span[],
  options: { style?: string; listItem?: 'bullet' | 'number'; markDefs?: Record<string, unknown>[] } = {},
): PortableTextNode {
  const { style = 'normal', listItem, markDefs = [] } = options;
  const spans = (Array.isArray(text) ? text : [text]).map((span) =>
    typeof span === 'string' ? { text: span, marks: [] } : span,
  );
  return {
    _type: 'block',
    _key: key(),
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children: spans.map((span) => ({ _type: 'span', _key: key(), ...span })),
  };
}

/** A body with every node cms/schemas/post.ts allows: each block style, both lists, each decorator, a link, an image, code. */
export function richBody(slug: string): PortableTextNode[] {
  return [
    textBlock([
      `The first paragraph of ${slug}, with `,
      { text: 'strong', marks: ['strong'] },
      ', ',
      { text: 'emphasised', marks: ['em'] },
      ' and ',
      { text: 'inline code', marks: ['code'] },
      ' words.',
    ]),
    textBlock('What changed', { style: 'h2' }),
    textBlock('One queue for every agent.', { listItem: 'bullet' }),
    textBlock('A named owner for each.', { listItem: 'bullet' }),
    textBlock('How we rolled it out', { style: 'h3' }),
    textBlock('Map the hand-offs.', { listItem: 'number' }),
    textBlock('Move one team at a time.', { listItem: 'number' }),
    textBlock('What we measure', { style: 'h4' }),
    textBlock([{ text: 'Read the orchestration primer', marks: ['primer'] }], {
      markDefs: [
        { _key: 'primer', _type: 'link', href: 'https://infinyte.ai/blog-details/agentic-orchestration-explained' },
      ],
    }),
    textBlock('Agents should hand work to people as gladly as to each other.', { style: 'blockquote' }),
    {
      _type: 'code',
      _key: key(),
      language: 'typescript',
      filename: 'route.ts',
      code: "queue.route(task, { owner: 'ops' });",
    },
    {
      _type: 'image',
      _key: key(),
      asset: reference(imageAssetId('receptionist')),
      alt: 'Agents handing tasks along a glowing line',
      caption: 'The hand-off line on our operations board.',
    },
    textBlock('A closing paragraph under the image.'),
  ];
}

export interface PostFields {
  title: string;
  /** Absent: a half-written post or an import without a date. */
  publishedAt?: string;
  updatedAt: string;
  excerpt?: string;
  /** Absent: a post without a main image. */
  image?: FixtureImage;
  imageAlt?: string;
  categories: FixtureCategory[];
  /** Absent: the post speaks for the company. */
  author?: boolean;
  body?: PortableTextNode[];
  /** `drafts.post-<slug>` for an unpublished edit. */
  id?: string;
}

/** A post document as the studio saves it; fields left undefined are absent, as Sanity stores unset fields. */
export function postDocument(slug: string, overrides: Partial<PostFields> = {}): SanityDocument {
  const fields: PostFields = {
    title: `CMS post ${slug}`,
    publishedAt: '2026-09-01T08:00:00Z',
    updatedAt: '2026-09-02T10:15:00Z',
    excerpt: `An article published in the content service (${slug}).`,
    image: 'orchestration',
    imageAlt: `Illustration for ${slug}`,
    categories: ['insights'],
    author: true,
    body: richBody(slug),
    ...overrides,
  };
  const document: SanityDocument = {
    ...system(fields.id ?? `post-${slug}`, 'post', fields.updatedAt),
    title: fields.title,
    slug: { _type: 'slug', current: slug },
    publishedAt: fields.publishedAt,
    excerpt: fields.excerpt,
    mainImage: fields.image && { _type: 'image', asset: reference(imageAssetId(fields.image)), alt: fields.imageAlt },
    categories: fields.categories.map((category) => ({ ...reference(categoryId(category)), _key: key() })),
    author: fields.author ? reference(FIXTURE_AUTHOR.id) : undefined,
    body: fields.body,
  };
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== undefined)) as SanityDocument;
}

/** The posts a configured build publishes from the seed documents, newest first. */
export const SEED_PUBLISHED = [
  { slug: 'orchestrating-agents-in-production', title: 'Orchestrating Agents in Production' },
  { slug: 'field-notes-three-handoffs-we-removed', title: 'Field Notes: Three Hand-offs We Removed' },
  { slug: 'receptionist-pilot-results', title: 'Receptionist Pilot: Ninety Days of Results' },
] as const;

/**
 * What the fake content service holds when a configured build runs (`npm run build:configured`):
 * the assets, categories and author the posts reference, three published posts (one without an
 * image), a post without a date, and drafts, which the published perspective never returns.
 */
export function seedDocuments(cdnUrl: string): SanityDocument[] {
  const [orchestrating, fieldNotes, receptionist] = SEED_PUBLISHED;
  return [
    imageAssetDocument(cdnUrl, 'orchestration'),
    imageAssetDocument(cdnUrl, 'receptionist'),
    ...(Object.keys(FIXTURE_CATEGORIES) as FixtureCategory[]).map(categoryDocument),
    { ...system(FIXTURE_AUTHOR.id, 'author'), name: FIXTURE_AUTHOR.name },
    postDocument(orchestrating.slug, {
      title: orchestrating.title,
      publishedAt: '2026-09-10T08:00:00Z',
      updatedAt: '2026-09-12T16:40:00Z',
      excerpt: 'What changes when five agents share one queue, and the three rules that kept ours calm.',
      categories: ['insights'],
    }),
    postDocument(fieldNotes.slug, {
      title: fieldNotes.title,
      publishedAt: '2026-09-01T08:00:00Z',
      excerpt: 'Three places where work waited for a person who did not need to see it, and what replaced them.',
      image: undefined,
      categories: ['initiatives'],
      body: [textBlock('Three hand-offs, three fewer queues: the notes from one quarter.')],
    }),
    postDocument(receptionist.slug, {
      title: receptionist.title,
      publishedAt: '2026-08-20T08:00:00Z',
      updatedAt: '2026-08-20T08:00:00Z',
      excerpt: 'Missed calls fell to zero and bookings rose by a fifth. The numbers from our first pilot.',
      image: 'receptionist',
      categories: ['news', 'initiatives'],
      author: false,
    }),
    postDocument('half-written-import', {
      title: 'A Post Imported Without a Date',
      publishedAt: undefined,
      categories: ['news'],
    }),
    postDocument(orchestrating.slug, {
      id: `drafts.post-${orchestrating.slug}`,
      title: 'Orchestrating Agents in Production (unpublished edits)',
      publishedAt: '2026-09-10T08:00:00Z',
      categories: ['insights'],
    }),
    postDocument('an-idea-still-in-drafts', {
      id: 'drafts.post-an-idea-still-in-drafts',
      title: 'An Idea Still in Drafts',
      publishedAt: '2026-11-01T08:00:00Z',
      categories: ['news'],
    }),
  ];
}
