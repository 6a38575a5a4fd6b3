import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gotoHydrated } from './shell-helpers';
import { waitForHydration } from '../support/site';
import { bringDeferredSectionsIn } from '../support/layout';
import { buildPostBySlugQuery, buildPostExistsQuery } from '../../src/lib/content-service/query';
import { CONFIGURED_URL } from '../../playwright.config';
import { FAKE_PORTS } from '../support/fake-servers';
import { postDocument, SEED_PUBLISHED, seedDocuments, textBlock } from '../support/content-fixtures';
import {
  startFakeCdn,
  startFakeContentService,
  type FakeCdn,
  type FakeContentService,
} from '../support/fake-content-service';

/**
 * The page's heading as a visitor meets it. After a link to a post that is still loading past the router's delay,
 * React keeps the page left in the DOM, hidden (display: none), beside the loading state: '#main h1' would match
 * both headings for a moment, the accessibility tree only the shown one.
 */
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

// The configured build (dist-configured) was prerendered from a fake content
// service holding the seed posts (npm run build:configured). Here the same
// fake (a stand-in for Sanity's HTTP API) and its image CDN on another origin
// (a stand-in for cdn.sanity.io) answer the browser.
test.describe.configure({ mode: 'serial' });

const cdnUrl = `http://127.0.0.1:${FAKE_PORTS.contentCdn}`;
const seeds = seedDocuments(cdnUrl);
const [newest] = SEED_PUBLISHED;
const publishedAt = (slug: string) => seeds.find((document) => document._id === `post-${slug}`)?.['publishedAt'];

// Only this spec binds the content-service and CDN ports.
let contentService: FakeContentService;
let cdn: FakeCdn;
test.beforeAll(async () => {
  contentService = await startFakeContentService(FAKE_PORTS.contentService, seeds);
  cdn = await startFakeCdn(FAKE_PORTS.contentCdn);
});
test.afterAll(() => Promise.all([contentService.close(), cdn.close()]));
test.afterEach(() => {
  contentService.answerQueries();
  contentService.documents.splice(0, contentService.documents.length, ...seeds);
  // Each test counts only its own queries (two tests open the same post).
  contentService.requests.splice(0);
});

test.beforeEach(async ({ page }) => {
  // The home page's blog API call is answered here, so this spec never talks to blog-api.spec.ts's server.
  await page.route(`http://127.0.0.1:${FAKE_PORTS.blogApi}/**`, (route) => route.fulfill({ json: [] }));
  // Every Content-Security-Policy refusal the page reports, from before its first script.
  await page.addInitScript(() => {
    const reports: string[] = [];
    Object.assign(window, { __cspReports: reports });
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.effectiveDirective} refused ${event.blockedURI}`),
    );
  });
});

const cspReports = (page: Page) => page.evaluate(() => (window as unknown as { __cspReports: string[] }).__cspReports);

/** Every image of the element is scrolled into view and decoded with real pixels. */
async function expectImagesLoaded(page: Page, selector: string) {
  const images = page.locator(`${selector} img`);
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** Publishes a post in the fake service, as an editor would after the build. */
function publishAfterTheBuild() {
  contentService.documents.push(
    postDocument('published-after-the-build', {
      title: 'Published After the Build',
      publishedAt: '2026-10-01T08:00:00Z',
      image: 'receptionist',
      body: [textBlock('This paragraph was written in the CMS after the site was built.')],
    }),
  );
}

async function openBlogFromHome(page: Page) {
  await gotoHydrated(page, `${CONFIGURED_URL}/`);
  await page.locator('section#news').getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(`${CONFIGURED_URL}/blog/`);
  // A document of its own: its list is an island that asks the service once it comes near.
  await waitForHydration(page);
  await bringDeferredSectionsIn(page);
}

test('every post of the content service was prerendered with its metadata and is in the sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${CONFIGURED_URL}/sitemap.xml`)).text();
  for (const post of SEED_PUBLISHED) {
    const path = `/blog-details/${post.slug}/`;
    const response = await request.get(`${CONFIGURED_URL}${path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${post.title} | Infinyte Blog</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${post.title}</h1>`));
    expect(html).toContain(`"datePublished":"${publishedAt(post.slug)}"`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(sitemap).toContain(`<loc>https://infinyte.ai${path}</loc>`);
    // The share card the page names exists, a 1200 x 630 JPEG.
    const card = html.match(/<meta property="og:image" content="https:\/\/infinyte\.ai(\/og\/[^"]+)"/)?.[1];
    expect(card).toBe(`/og/blog-details--${post.slug}.jpg`);
    const image = await sharp(await (await request.get(`${CONFIGURED_URL}${card}`)).body()).metadata();
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630]);
  }
  // The posts with a picture show it from the CDN; the one without has none.
  expect(await (await request.get(`${CONFIGURED_URL}/blog-details/${newest.slug}/`)).text()).toContain(cdnUrl);
  // Neither the undated post nor the drafts are published.
  for (const slug of ['half-written-import', 'an-idea-still-in-drafts']) {
    expect(sitemap).not.toContain(`/blog-details/${slug}/`);
  }
  // Every page names the feed in its head; followed, it lists the same posts.
  const home = await (await request.get(`${CONFIGURED_URL}/`)).text();
  const feedHref = home.match(
    /<link rel="alternate" type="application\/rss\+xml" title="Infinyte Blog" href="([^"]+)"/,
  )?.[1];
  expect(feedHref).toBe('/feed.xml');
  const feed = await request.get(`${CONFIGURED_URL}${feedHref}`);
  expect(feed.status()).toBe(200);
  const feedXml = await feed.text();
  for (const post of SEED_PUBLISHED)
    expect(feedXml).toContain(`<link>https://infinyte.ai/blog-details/${post.slug}/</link>`);
  // The bundled posts are not published by a build that has a content service.
  const bundled = await (await request.get(`${CONFIGURED_URL}/blog-details/agentic-orchestration-explained/`)).text();
  expect(bundled).not.toContain('Agentic Orchestration, Explained');
  expect(sitemap).not.toContain('agentic-orchestration-explained');
});

test('/blog and a post page render their images from the CDN origin with no CSP report', async ({ page }) => {
  await gotoHydrated(page, `${CONFIGURED_URL}/blog`);
  await expectImagesLoaded(page, '#latest-posts');
  expect(await cspReports(page)).toEqual([]);

  await gotoHydrated(page, `${CONFIGURED_URL}/blog-details/${newest.slug}/`);
  // The rich body: heading, list, quote, code and an inline image, from Portable Text.
  const body = page.locator('[data-slot="post-body"]');
  await expect(body.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveCount(4);
  await expect(body.getByRole('heading', { level: 3, name: 'How we rolled it out' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 4, name: 'What we measure' })).toBeVisible();
  await expect(body.locator('blockquote')).toContainText('Agents should hand work to people');
  await expect(body.locator('pre code')).toHaveText("queue.route(task, { owner: 'ops' });");
  await expect(body.getByRole('img', { name: 'Agents handing tasks along a glowing line' })).toHaveAttribute(
    'loading',
    'lazy',
  );
  const hero = page.locator('[data-slot="post-article"] img').first();
  await expect(hero).toHaveAttribute(
    'srcset',
    new RegExp(`^${cdnUrl}/images/test/production/[0-9a-f]+-1200x675\\.webp\\?w=480&h=270&fit=crop&auto=format 480w, `),
  );
  await expect(hero).toHaveAttribute('alt', `Illustration for ${newest.slug}`);
  await expectImagesLoaded(page, '[data-slot="post-article"]');
  expect(await cspReports(page)).toEqual([]);
  expect(cdn.requests.some((url) => url.pathname.includes('/images/test/production/'))).toBe(true);
});

test('a post published after the build opens from /blog when its link is clicked', async ({ page }) => {
  publishAfterTheBuild();

  await gotoHydrated(page, `${CONFIGURED_URL}/blog`);
  await page.getByRole('link', { name: 'Published After the Build' }).click();

  await expect(page).toHaveURL(`${CONFIGURED_URL}/blog-details/published-after-the-build/`);
  await expect(pageHeading(page)).toHaveText('Published After the Build');
  await expect(page.getByText('This paragraph was written in the CMS after the site was built.')).toBeVisible();
  await expect(page).toHaveTitle('Published After the Build | Infinyte Blog');
  await expectImagesLoaded(page, '[data-slot="post-article"]');
  expect(await cspReports(page)).toEqual([]);

  const bySlug = contentService.requests.find((r) => r.query.get('$slug') === '"published-after-the-build"');
  expect(bySlug?.query.get('query')).toContain(
    '*[_type == "post" && slug.current == $slug && defined(publishedAt)][0]',
  );
});

test.describe('a direct visit to a post address the build did not prerender', () => {
  // The Node server (`npm start`) asks the service whether a post address with no file names a post: the
  // prerendered shell (200) when it does, the not-found page (404) when it does not, as the Pages Function does
  // (tests/hosts checks the hosts): the browser keeps the address it asked for.
  let releaseService: () => void;

  test.beforeEach(async ({ page }) => {
    // The service answers only when the test has seen the loading state.
    const released = new Promise<void>((resolve) => (releaseService = resolve));
    await page.route(`${contentService.url}/**`, async (route) => {
      await released;
      await route.fallback();
    });
  });

  /** The queries for one slug: the browser's for the post, or the server's whether it exists. */
  const queriesFor = (slug: string, query: string) =>
    contentService.requests.filter(
      (request) => request.query.get('$slug') === JSON.stringify(slug) && request.query.get('query') === query,
    );
  const slugRequests = (slug: string) => queriesFor(slug, buildPostBySlugQuery());
  const existenceChecks = (slug: string) => queriesFor(slug, buildPostExistsQuery());

  test('shows the loading state, then the post published after the build, fetched once', async ({ page }) => {
    publishAfterTheBuild();
    const response = await page.goto(`${CONFIGURED_URL}/blog-details/published-after-the-build/`);
    expect(response?.status()).toBe(200);
    const skeleton = page.locator('[data-slot="post-article-skeleton"]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByRole('status')).toHaveText('Loading the post');
    // A title that says what the page is while it waits (IBM Equal Access fails a page without one).
    await waitForHydration(page);
    await expect(page).toHaveTitle('Loading the Post | Infinyte Blog');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    releaseService();

    await expect(pageHeading(page)).toHaveText('Published After the Build');
    await expect(page.getByText('This paragraph was written in the CMS after the site was built.')).toBeVisible();
    await expect(page).toHaveTitle('Published After the Build | Infinyte Blog');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(skeleton).toHaveCount(0);
    expect(await cspReports(page)).toEqual([]);
    expect(slugRequests('published-after-the-build')).toHaveLength(1);
    expect(existenceChecks('published-after-the-build')).toHaveLength(1);
  });

  test('the shell whose post is gone when the browser asks says not found, in its title too', async ({ page }) => {
    // The host found the post (so it answered the shell); it was unpublished before the browser asked.
    publishAfterTheBuild();
    const response = await page.goto(`${CONFIGURED_URL}/blog-details/published-after-the-build/`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Loading the Post | Infinyte Blog');
    contentService.documents.splice(0, contentService.documents.length, ...seeds);
    releaseService();

    await expect(pageHeading(page)).toHaveText('We Could Not Find That Page');
    await expect(page).toHaveTitle('Page Not Found | Infinyte');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('[data-slot="post-article-skeleton"]')).toHaveCount(0);
  });

  test('answers the not-found page with 404, not indexed, for a slug the service does not have', async ({ page }) => {
    releaseService();
    const response = await page.goto(`${CONFIGURED_URL}/blog-details/no-such-post/`);
    expect(response?.status()).toBe(404);
    // The prerendered not-found page, hydrated where it was served.
    await waitForHydration(page);
    await expect(pageHeading(page)).toHaveText('We Could Not Find That Page');
    await expect(page).toHaveTitle('Page Not Found | Infinyte');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('[data-slot="post-article-skeleton"]')).toHaveCount(0);
    expect(existenceChecks('no-such-post')).toHaveLength(1);
  });

  test('a prerendered post is served as built, without asking the service', async ({ page }) => {
    releaseService();
    await gotoHydrated(page, `${CONFIGURED_URL}/blog-details/${newest.slug}/`);
    await expect(pageHeading(page)).toHaveText(newest.title);
    expect(slugRequests(newest.slug)).toHaveLength(0);
  });
});

test('sends the posts-by-category query and renders the answer', async ({ page }) => {
  await openBlogFromHome(page);
  const link = page.getByRole('link', { name: newest.title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/blog-details/${newest.slug}/`);

  // The build's posts are on the page from its first byte; the list asks the service for the newest all the same.
  await expect.poll(() => contentService.requests.some((r) => r.query.has('$slugs'))).toBe(true);
  const request = contentService.requests.find((r) => r.query.has('$slugs'))!;
  expect(request.method).toBe('GET');
  expect(request.path).toBe('/v2024-03-11/data/query/production');
  expect(request.query.get('query')).toContain('count((categories[]->slug.current)[@ in $slugs]) > 0');
  expect(request.query.get('perspective')).toBe('published');
  expect(request.query.get('query')).toContain('order(publishedAt desc)');
  expect(request.query.get('$slugs')).toBe('["initiatives","insights","news"]');
  expect(request.headers['x-sanity-project-id']).toBe('test');

  // Every published post is listed, the category titled differently from its slug included, the undated one not.
  for (const post of SEED_PUBLISHED) await expect(page.getByRole('link', { name: post.title })).toBeVisible();
  await expect(page.getByText('AI Insights').first()).toBeVisible();
  await expect(page.getByText('A Post Imported Without a Date')).toHaveCount(0);

  await link.click();
  await expect(pageHeading(page)).toHaveText(newest.title);
});

test('an empty answer shows the designed empty state with a contact link', async ({ page }) => {
  contentService.documents.splice(0);
  await openBlogFromHome(page);
  const state = page.locator('[data-slot="news-state"][data-state="empty"]');
  await expect(state).toContainText('No posts yet');
  await state.getByRole('link').click();
  await expect(page).toHaveURL(`${CONFIGURED_URL}/contact/`);
});

test('a failing service shows the error and the retry recovers', async ({ page }) => {
  contentService.respondWith(() => ({ status: 400, body: { error: { description: 'Query is invalid' } } }));
  await openBlogFromHome(page);
  const state = page.locator('[data-slot="news-state"][data-state="error"]');
  await expect(state).toContainText('Query is invalid');
  contentService.answerQueries();
  await state.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: newest.title })).toBeVisible();
});
