import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Real content on a page: one h1 (in main), enough words to be a page, no filler, and internal links that answer.
// The route suite (tests/visual/routes.spec.ts) checks it on every route's page as it has loaded it.

const MIN_WORDS = 150;
// Fragments keep the banned words out of this file's own text.
const banned = new RegExp(['\\blor' + 'em\\b', '\\bto' + 'do\\b', '\\bcoming ' + 'soon\\b'].join('|'), 'i');

// One answer per address per worker: many pages share the same header, footer and card links.
const checked = new Map<string, Promise<number>>();
const statusOf = (request: APIRequestContext, href: string) => {
  if (!checked.has(href))
    checked.set(
      href,
      request.get(href).then((response) => response.status()),
    );
  return checked.get(href)!;
};

export async function expectRealContent(page: Page, request: APIRequestContext) {
  const main = page.locator('#main');
  await expect(main.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);

  const text = await main.innerText();
  const words = text.split(/\s+/).filter((word) => /\w/.test(word));
  expect(words.length, `the page shows ${words.length} words`).toBeGreaterThanOrEqual(MIN_WORDS);
  expect(text).not.toMatch(banned);

  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.split('#')[0]!))]);
  for (const href of hrefs) {
    expect(await statusOf(request, href), `links to ${href}`).toBe(200);
  }
}
