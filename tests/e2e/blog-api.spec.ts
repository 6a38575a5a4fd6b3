import { expect, test } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';
import { CONFIGURED_URL } from '../../playwright.config';
import { FAKE_PORTS, startFakeServer, wordpressPost, type FakeServer } from '../support/fake-servers';

// The home page's News & initiatives section, refreshed in the browser from the
// blog API of the configured build (a local WordPress stand-in).
test.describe.configure({ mode: 'serial' });

let blog: FakeServer;
test.beforeAll(async () => {
  blog = await startFakeServer(FAKE_PORTS.blogApi, () => ({ body: [] }));
});
test.afterAll(() => blog.close());

test('requests posts by tag and renders them sanitised', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  blog.respondWith(() => ({
    body: [
      wordpressPost(101, 'fresh-from-the-blog', {
        title: { rendered: 'Fresh from the blog &amp; beyond<img src=x onerror=alert(1)>' },
        excerpt: { rendered: '<p>Safe excerpt<script>alert(2)</script></p>' },
      }),
    ],
  }));
  await gotoHydrated(page, `${CONFIGURED_URL}/`);
  const section = page.locator('section#news');
  const link = section.getByRole('link', { name: /Fresh from the blog & beyond/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://blog.infinyte.ai/fresh-from-the-blog/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(section.getByText('Safe excerpt')).toBeVisible();
  expect(await section.locator('img[onerror], script').count()).toBe(0);
  expect(dialogs).toEqual([]);

  const request = blog.requests.at(-1)!;
  expect(request.method).toBe('GET');
  expect(request.path).toBe('/wp-json/wp/v2/posts');
  expect([...request.query.entries()]).toEqual([
    ['_embed', ''],
    ['tags', '12'],
  ]);
});

test('a failing blog shows the designed error with a working retry', async ({ page }) => {
  blog.respondWith(() => ({ status: 503, body: 'Down for maintenance', raw: true }));
  await gotoHydrated(page, `${CONFIGURED_URL}/`);
  const section = page.locator('section#news');
  const state = section.locator('[data-slot="news-state"][data-state="error"]');
  await expect(state).toBeVisible();
  await expect(state).toContainText('Down for maintenance');

  blog.respondWith(() => ({ body: [wordpressPost(7, 'back-online')] }));
  await state.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByRole('link', { name: /Post 7 & friends/ })).toBeVisible();
  await expect(state).toBeHidden();
});
