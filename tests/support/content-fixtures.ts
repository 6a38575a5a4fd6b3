// Posts as the content service answers the site's GROQ projections, shared by
// the fake service (tests/support/fake-content-service.ts) and the unit tests.
// Their images live on another origin, as Sanity's do on cdn.sanity.io.

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

/** A Portable Text node as Sanity stores it (blocks, images with their asset resolved, code). */
export type PortableTextNode = Record<string, unknown> & { _type: string; _key: string };

let keys = 0;
const key = () => `k${(keys += 1)}`;

/** A text block; `marks` names mark definitions (links) or decorators ('strong', 'em', 'code') for the whole text. */
export function textBlock(
  text: string,
  options: {
    style?: string;
    listItem?: 'bullet' | 'number';
    marks?: string[];
    markDefs?: Record<string, unknown>[];
  } = {},
): PortableTextNode {
  const { style = 'normal', listItem, marks = [], markDefs = [] } = options;
  return {
    _type: 'block',
    _key: key(),
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children: [{ _type: 'span', _key: key(), text, marks }],
  };
}

/** A body that uses every kind of node the site renders. */
export function richBody(cdnUrl: string, slug: string): PortableTextNode[] {
  return [
    textBlock(`The first paragraph of ${slug}.`),
    textBlock('What changed', { style: 'h2' }),
    textBlock('One queue for every agent.', { listItem: 'bullet' }),
    textBlock('A named owner for each.', { listItem: 'bullet' }),
    textBlock('Read the orchestration primer', {
      marks: ['primer'],
      markDefs: [
        { _key: 'primer', _type: 'link', href: 'https://infinyte.ai/blog-details/agentic-orchestration-explained' },
      ],
    }),
    textBlock('Agents should hand work to people as gladly as to each other.', { style: 'blockquote' }),
    { _type: 'code', _key: key(), language: 'ts', code: "queue.route(task, { owner: 'ops' });" },
    {
      _type: 'image',
      _key: key(),
      alt: 'Agents handing tasks along a glowing line',
      caption: 'The hand-off line on our operations board.',
      asset: { url: fixtureImageUrl(cdnUrl, 'receptionist') },
    },
    textBlock('A closing paragraph under the image.'),
  ];
}

export interface FixturePost {
  title: string;
  slug: { _type: 'slug'; current: string };
  publishedAt: string;
  updatedAt: string | null;
  excerpt: string | null;
  mainImage: { alt: string | null; asset: { url: string } } | null;
  categories: { title: string }[] | null;
  author: { name: string } | null;
  body: PortableTextNode[] | null;
}

export function cmsPost(
  cdnUrl: string,
  slug: string,
  overrides: Partial<Omit<FixturePost, 'slug'>> & { image?: FixtureImage } = {},
): FixturePost {
  const { image = 'orchestration', ...rest } = overrides;
  return {
    title: `CMS post ${slug}`,
    slug: { _type: 'slug', current: slug },
    publishedAt: '2026-09-01T08:00:00Z',
    updatedAt: '2026-09-02T10:15:00Z',
    excerpt: `An article published in the content service (${slug}).`,
    mainImage: { alt: `Illustration for ${slug}`, asset: { url: fixtureImageUrl(cdnUrl, image) } },
    categories: [{ title: 'Insights' }],
    author: { name: 'Maya Okafor' },
    body: richBody(cdnUrl, slug),
    ...rest,
  };
}

/** What the fake content service holds when a configured build runs (`npm run build:configured`). */
export function seedPosts(cdnUrl: string): FixturePost[] {
  return [
    cmsPost(cdnUrl, 'orchestrating-agents-in-production', {
      title: 'Orchestrating Agents in Production',
      publishedAt: '2026-09-10T08:00:00Z',
      updatedAt: '2026-09-12T16:40:00Z',
      excerpt: 'What changes when five agents share one queue, and the three rules that kept ours calm.',
      categories: [{ title: 'Insights' }],
    }),
    cmsPost(cdnUrl, 'receptionist-pilot-results', {
      title: 'Receptionist Pilot: Ninety Days of Results',
      publishedAt: '2026-08-20T08:00:00Z',
      updatedAt: null,
      excerpt: 'Missed calls fell to zero and bookings rose by a fifth. The numbers from our first pilot.',
      image: 'receptionist',
      categories: [{ title: 'News' }, { title: 'Initiatives' }],
      author: null,
    }),
  ];
}
