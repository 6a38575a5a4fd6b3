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

export interface FixturePost {
  title: string;
  slug: { _type: 'slug'; current: string };
  publishedAt: string;
  updatedAt: string | null;
  excerpt: string | null;
  mainImage: { alt: string | null; asset: { url: string } } | null;
  categories: { title: string }[] | null;
  author: { name: string } | null;
  body: string[] | null;
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
    body: [`The first paragraph of ${slug}.`, 'A second paragraph with more to say.'],
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
