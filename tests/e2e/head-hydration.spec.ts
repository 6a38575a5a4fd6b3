import { expect, test } from '@playwright/test';
import { gotoRunning } from './shell-helpers';

// The prerendered <head> holds what React wrote into the server document (src/islands/server-document.tsx); the
// browser's React, which renders <HeadContent /> inside #root, hydrates onto those tags: no warning, and the
// head it leaves is the head that was served, each tag once, none of them in the page's body.
const pages = [
  { name: 'home', path: '/' },
  { name: 'a case study with a gallery stylesheet', path: '/case-studies/fade-home/' },
  { name: 'a post with its JSON-LD', path: '/blog-details/agentic-orchestration-explained/' },
  { name: 'the contact form', path: '/contact/' },
  { name: 'the not-found page', path: '/no-such-page/' },
];

const HEAD_TAGS = 'title, meta[name], meta[property], link[rel="canonical"], [data-precedence]';

for (const { name, path } of pages) {
  test(`${name}: hydrates onto the served head tags, each once`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The not-found page's own 404, which the browser reports as a failed load.
      const ownStatus = message.location().url.endsWith(path) && message.text().startsWith('Failed to load resource');
      if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus)
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    const served = await (await page.request.get(path)).text();
    await gotoRunning(page, path);

    const heads = await page.evaluate(
      ({ served, selector }) => {
        const tags = (root: ParentNode) => [...root.querySelectorAll(selector)].map((tag) => tag.outerHTML);
        const servedDocument = new DOMParser().parseFromString(served, 'text/html');
        return {
          served: tags(servedDocument.head),
          live: tags(document.head),
          inBody: tags(document.body),
        };
      },
      { served, selector: HEAD_TAGS },
    );
    expect(heads.served.filter((tag) => tag.startsWith('<title'))).toHaveLength(1);
    expect(heads.live).toEqual(heads.served);
    expect(new Set(heads.live).size).toBe(heads.live.length);
    expect(heads.inBody).toEqual([]);
    expect(problems).toEqual([]);
  });
}
