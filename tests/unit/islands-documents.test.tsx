// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateWhenShown } from '@/islands/hydrate';
import { Island } from '@/islands/island';
import { ISLAND_READY } from '@/islands/island-element';
import { speculationRules, speculationRulesTag } from '../../scripts/speculation-rules';
import { inlineScriptHashes } from '../../scripts/http-headers';
import { stubMotion, unmountIslands } from '../support/islands-jsdom';

// The islands pages change as documents: Speculation Rules fetch a page ahead when the visitor points at its link
// and prerender it on a press, and a prerendered page runs its islands only once it is shown. Whether Chromium
// follows the rules, and the view transition between pages, are the browser's: tests/islands/documents.spec.ts.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'prerendering');
});

type Where = { href_matches?: string; selector_matches?: string; and?: Where[]; not?: Where };
const origin = 'https://infinyte.example';

/** Whether a rule's `where` takes this link, as a browser reads it (URL patterns against the document's base). */
function takes(where: Where, link: HTMLAnchorElement): boolean {
  if (where.and) return where.and.every((part) => takes(part, link));
  if (where.not) return !takes(where.not, link);
  if (where.href_matches)
    return new URLPattern(where.href_matches, origin).test(new URL(link.getAttribute('href')!, origin));
  if (where.selector_matches) return link.matches(where.selector_matches);
  throw new Error(`A condition this reading does not know: ${JSON.stringify(where)}`);
}

function link(href: string, attributes = '') {
  document.body.innerHTML = `<a href="${href}" ${attributes}>link</a>`;
  return document.body.querySelector('a')!;
}

describe('the speculation rules', () => {
  it('fetch a page pointed at and prerender one pressed: only pages of the site', () => {
    const [prefetch] = speculationRules.prefetch;
    const [prerender] = speculationRules.prerender;
    expect(prefetch.eagerness).toBe('moderate');
    expect(prerender.eagerness).toBe('conservative');
    for (const rule of [prefetch, prerender]) {
      const where = rule.where as Where;
      expect(takes(where, link('/contact/'))).toBe(true);
      expect(takes(where, link('/case-studies/crumb-club/'))).toBe(true);
      expect(takes(where, link('/#why-infinyte'))).toBe(true);
      expect(takes(where, link('/rss.xml')), 'a file').toBe(false);
      expect(takes(where, link('/api/inquiry')), 'the API').toBe(false);
      expect(takes(where, link('https://grow.infinyte.ai/')), 'another site').toBe(false);
      expect(takes(where, link('/brochure/', 'download')), 'a download').toBe(false);
      expect(takes(where, link('/contact/', 'target="_blank"')), 'a new tab').toBe(false);
    }
  });

  it("are an inline script the page's policy allows by its hash", () => {
    const tag = speculationRulesTag();
    expect(JSON.parse(/<script type="speculationrules">(.*)<\/script>/.exec(tag)![1]!)).toEqual(speculationRules);
    expect(inlineScriptHashes(`<head>${tag}</head>`)).toHaveLength(1);
  });
});

describe('a prerendered page', () => {
  it('runs its islands once the visitor is shown it, not before', async () => {
    stubMotion(false);
    document.body.innerHTML = renderToString(<Island name="privacy-choices" props={{ className: 'footer-link' }} />);
    const island = document.body.querySelector('infinyte-island')!;
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    hydrateWhenShown();
    await settle();
    expect(island.hasAttribute(ISLAND_READY), 'prerendered, not shown').toBe(false);

    Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
    await act(() => document.dispatchEvent(new Event('prerenderingchange')));
    await settle();
    expect(island.hasAttribute(ISLAND_READY), 'shown').toBe(true);
  });
});
