// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { builtPages, parseHtml } from './support/built-pages';

// Each page says something of its own. Over the main text of every built page
// (header, menus and footer are the same everywhere by design and are left
// out), a word counts as shared when any run of SHINGLE consecutive words
// around it also appears on another page. Eight words is longer than the
// stock phrases any two honest pages share ("reply within one business day")
// and shorter than a sentence copied with only a name changed.
const SHINGLE = 8;

/**
 * The templated detail pages (a worker, a case study) rightly share their
 * frame: section eyebrows, the hiring steps, the colleague and next-project
 * cards, the closing invitation, a case study's hero line that its card on
 * /case-studies repeats. Measured after the rewrite, that frame is 22-25% of a
 * worker page and 13-17% of a case study; before it, name-swapped sentences
 * and one capability blurb per capability made 43-46% of a worker page and
 * 46-64% of a case study shared. A page above 35% has become a copy of
 * another with a few words changed.
 */
const MAX_SHARED_SHARE = 0.35;
/** The floors the issue sets: words that no other page has. */
const MIN_OWN_WORDS = { worker: 250, caseStudy: 300 };

const words = (document: Document): string[] => {
  const main = document.querySelector('main');
  if (!main) return [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const text: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, [hidden], [aria-hidden="true"]'))
      text.push(node.textContent ?? '');
  }
  return (
    text
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:[’'][\p{L}]+)*/gu) ?? []
  );
};

const shingles = (tokens: string[]) =>
  tokens.length < SHINGLE
    ? []
    : Array.from({ length: tokens.length - SHINGLE + 1 }, (_, i) => tokens.slice(i, i + SHINGLE).join(' '));

/** Words of each page, and which of them sit in a shingle another page also has. */
function measure(pages: { path: string; tokens: string[] }[]) {
  const pagesWith = new Map<string, Set<string>>();
  for (const { path, tokens } of pages) {
    for (const shingle of shingles(tokens)) {
      const holders = pagesWith.get(shingle) ?? new Set<string>();
      holders.add(path);
      pagesWith.set(shingle, holders);
    }
  }
  return pages.map(({ path, tokens }) => {
    const shared = new Array<boolean>(tokens.length).fill(false);
    shingles(tokens).forEach((shingle, start) => {
      if ((pagesWith.get(shingle)?.size ?? 0) > 1) shared.fill(true, start, start + SHINGLE);
    });
    const sharedCount = shared.filter(Boolean).length;
    return { path, total: tokens.length, own: tokens.length - sharedCount, share: sharedCount / (tokens.length || 1) };
  });
}

const results = measure(builtPages().map(({ path, document }) => ({ path, tokens: words(document) })));
const kindOf = (path: string) =>
  path.startsWith('/digital-workforce/') ? 'worker' : path.startsWith('/case-studies/') ? 'caseStudy' : undefined;
const detailPages = results.filter((result) => kindOf(result.path));
// SHARED_WORDS_REPORT=1 prints every page's figures, to see how close a page is to a limit.
if (process.env.SHARED_WORDS_REPORT) console.table(detailPages);

describe('words each page shares with other pages', () => {
  it('measures the twelve worker pages and fourteen case studies', () => {
    expect(detailPages.filter((r) => kindOf(r.path) === 'worker')).toHaveLength(12);
    expect(detailPages.filter((r) => kindOf(r.path) === 'caseStudy')).toHaveLength(14);
  });

  it.each(detailPages.map((result) => [result.path, result] as const))(
    '%s has words of its own and shares little',
    (path, result) => {
      const floor = MIN_OWN_WORDS[kindOf(path)!];
      expect(
        { path, own: result.own >= floor, share: result.share <= MAX_SHARED_SHARE },
        JSON.stringify(result),
      ).toEqual({
        path,
        own: true,
        share: true,
      });
    },
  );

  // Canary: a page that is another with the name swapped is caught, a page of its own is not.
  it('catches a name-swapped copy and passes an original page', () => {
    const page = (name: string, body: string) =>
      words(parseHtml(`<header>Menu</header><main><h1>${name}</h1><p>${body}</p></main>`));
    const sentence = (name: string) =>
      `${name} reads across calendars, email threads and project tools, then prepares the agendas and briefs that keep leaders focused.`;
    const [ava, leo, own] = measure([
      { path: '/a', tokens: page('Ava', sentence('Ava').repeat(3)) },
      { path: '/b', tokens: page('Leo', sentence('Leo').repeat(3)) },
      {
        path: '/c',
        tokens: page('Zoe', 'Zoe checks the warehouse numbers every Monday before anyone else sees them.'),
      },
    ]);
    expect(ava!.share).toBeGreaterThan(MAX_SHARED_SHARE);
    expect(leo!.share).toBeGreaterThan(MAX_SHARED_SHARE);
    expect(own!.share).toBe(0);
  });
});
