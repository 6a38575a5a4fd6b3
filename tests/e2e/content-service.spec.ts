import { expect, test } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';
import { CONFIGURED_URL } from '../../playwright.config';
import { FAKE_PORTS, startFakeServer, type FakeServer } from '../support/fake-servers';

// /blog in the configured build asks the content service (a local stand-in for
// Sanity's HTTP API) for posts by category and shows what it answers.
test.describe.configure({ mode: 'serial' });

// Only this spec binds the content-service port.
let contentService: FakeServer;
test.beforeAll(async () => {
  contentService = await startFakeServer(FAKE_PORTS.contentService, () => ({ body: { result: [] } }));
});
test.afterAll(() => contentService.close());

const remotePost = {
  title: 'Served by the content service',
  slug: { _type: 'slug', current: 'served-by-the-content-service' },
  publishedAt: '2026-08-01T09:00:00Z',
  excerpt: 'This post came from the local content service.',
  mainImage: { asset: { url: '/media/posts/agentic-orchestration-explained.webp' } },
  categories: [{ title: 'Insights' }],
};

async function openBlog(page: import('@playwright/test').Page) {
  // The home page's blog API call is answered here, so this spec never talks to blog-api.spec.ts's server.
  await page.route(`http://127.0.0.1:${FAKE_PORTS.blogApi}/**`, (route) => route.fulfill({ json: [] }));
  // The configured build is client-only: start at / and follow the link.
  await gotoHydrated(page, `${CONFIGURED_URL}/`);
  await page.locator('section#news').getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(`${CONFIGURED_URL}/blog/`);
}

test('sends the posts-by-category query and renders the answer', async ({ page }) => {
  contentService.respondWith(() => ({ body: { result: [remotePost] } }));
  await openBlog(page);
  const link = page.getByRole('link', { name: 'Served by the content service' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/blog-details/served-by-the-content-service/');

  const request = contentService.requests.find((r) => r.query.has('$slugs'))!;
  expect(request.method).toBe('GET');
  expect(request.path).toBe('/v2024-03-11/data/query/production');
  expect(request.query.get('query')).toContain('count((categories[]->slug.current)[@ in $slugs]) > 0');
  expect(request.query.get('query')).toContain('order(publishedAt desc)');
  expect(request.query.get('$slugs')).toBe('["initiatives","insights","news"]');
  expect(request.headers['x-sanity-project-id']).toBe('test');
});

test('an empty answer shows the designed empty state with a contact link', async ({ page }) => {
  contentService.respondWith(() => ({ body: { result: [] } }));
  await openBlog(page);
  const state = page.locator('[data-slot="news-state"][data-state="empty"]');
  await expect(state).toContainText('No posts yet');
  await expect(state.getByRole('link')).toHaveAttribute('href', '/contact/');
});

test('a failing service shows the error and the retry recovers', async ({ page }) => {
  contentService.respondWith(() => ({ status: 400, body: { error: { description: 'Query is invalid' } } }));
  await openBlog(page);
  const state = page.locator('[data-slot="news-state"][data-state="error"]');
  await expect(state).toContainText('Query is invalid');
  contentService.respondWith(() => ({ body: { result: [remotePost] } }));
  await state.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Served by the content service' })).toBeVisible();
});
