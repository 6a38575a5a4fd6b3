// @vitest-environment jsdom
// The case study's gallery as an island: the server's mark, the page's inline capture and the runtime, as in
// tests/unit/islands.test.tsx. The lightbox stepping by keyboard in a real page is checked against the islands
// build (docs/islands.md).
import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslandCapture } from '@/islands/early/island-capture';
import { ISLAND_READY } from '@/islands/island-element';
import { CaseStudyGallery } from '@/islands/case-study-gallery-mark';
import { parseProps } from '@/islands/case-study-gallery.island';
import { loadCaseStudyLightbox } from '@/components/sections/load-case-study-lightbox';
import { pictureAnnouncement } from '@/components/sections/announcements';
import { caseStudies } from '@/content/case-studies';
import { hydrate, press, unmountIslands } from '../support/islands-jsdom';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// A gallery and its lightbox hydrate in well under a second, but a 2-core machine busy with a browser suite is slow.
vi.setConfig({ testTimeout: 30_000 });

// Counted, to tell when the lightbox's code is asked for; it still loads the real lightbox.
vi.mock('@/components/sections/load-case-study-lightbox', async (original) => {
  const actual = await original<typeof import('@/components/sections/load-case-study-lightbox')>();
  return { loadCaseStudyLightbox: vi.fn(actual.loadCaseStudyLightbox) };
});

beforeAll(() => startIslandCapture());

beforeEach(() => vi.mocked(loadCaseStudyLightbox).mockClear());
afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.restoreAllMocks();
  window.earlyPresses!.length = 0;
});

const study = caseStudies.find((candidate) => candidate.srcSlider.length >= 3)!;
const images = study.srcSlider;

/** The section as the case study's template hands it over (the page's shape around it: React numbers ids by it). */
function served(element: ReactElement = <CaseStudyGallery id="gallery" title="Inside" images={images} />) {
  document.body.innerHTML = renderToString(
    <main>
      {[
        <p key="before" />,
        <section key="sections">{[<p key="intro" />, <div key="gallery">{element}</div>]}</section>,
      ]}
    </main>,
  );
  // With React's client loaded beside its server here (never so in a page), the stylesheet the mark hands to the
  // page (`preinit`) is also put in this document's head at once: the page as served has only the server's.
  document.head.replaceChildren();
  return document.body.querySelector('infinyte-island')!;
}

const thumbnails = (island: Element) => [...island.querySelectorAll<HTMLButtonElement>('button[aria-haspopup]')];
const dialog = () => document.querySelector('[role="dialog"]');

/** Lets the lightbox's chunk arrive and render. */
const lightboxArrives = () =>
  act(async () => {
    await loadCaseStudyLightbox();
  });

describe('the case study gallery, an island', () => {
  it('carries the section and of each picture only what it shows, never the case studies module', () => {
    const withMore = images.map((image) => ({ ...image, credit: 'Studio archive' }));
    const island = served(<CaseStudyGallery id="gallery" title="Inside" images={withMore} />);
    expect(island.getAttribute('name')).toBe('case-study-gallery');
    const props = parseProps(JSON.parse(island.getAttribute('props')!));
    expect(props).toEqual({ id: 'gallery', title: 'Inside', images });
    expect(island.getAttribute('props')).not.toContain('Studio archive');
    expect(island.getAttribute('props')).not.toContain(study.story.challenge);
    expect(thumbnails(island).map((button) => button.querySelector('img')!.getAttribute('alt'))).toEqual(
      images.map((image) => image.alt),
    );
  });

  for (const stylesheet of ['file', 'inline'] as const) {
    it(`hydrates its server markup without a mismatch, its layout's stylesheet given as a ${stylesheet}`, async () => {
      const island = served(
        <CaseStudyGallery id="gallery" title="Inside" images={images} surface="muted" stylesheet={stylesheet} />,
      );
      const first = thumbnails(island)[0];
      const { recoverable, consoleErrors } = await hydrate(island);
      expect(recoverable).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(island.hasAttribute(ISLAND_READY)).toBe(true);
      expect(thumbnails(island)[0], 'the served thumbnail, adopted, not rendered afresh').toBe(first);
      expect(document.querySelectorAll('[data-precedence="gallery"]'), 'the served layout, adopted').toHaveLength(1);
    });
  }

  it("puts its layout's stylesheet file in the page, as the app's render does, not inside the island", () => {
    const island = served(<CaseStudyGallery id="gallery" title="Inside" images={images} stylesheet="file" />);
    const layout = document.querySelector('link[rel="stylesheet"][data-precedence="gallery"]');
    expect(layout?.getAttribute('href')).toMatch(/^\/assets\/justified-[\w.]+\.css$/);
    expect(island.contains(layout)).toBe(false);
    expect(island.querySelector('ul')!.className).toContain(layout!.getAttribute('href')!.split(/[/.]/)[2]);
  });

  it('reports a mismatch where the props are not those the markup was rendered with (the check can fail)', async () => {
    const island = served();
    island.setAttribute(
      'props',
      JSON.stringify({ ...parseProps(JSON.parse(island.getAttribute('props')!)), title: 'Elsewhere' }),
    );
    const { recoverable, consoleErrors } = await hydrate(island);
    expect([...recoverable, ...consoleErrors].length).toBeGreaterThan(0);
  });

  it("fetches the lightbox's code on a thumbnail's hover or focus, not with the island", async () => {
    const island = served();
    await hydrate(island);
    expect(loadCaseStudyLightbox).not.toHaveBeenCalled();
    act(() => thumbnails(island)[1]!.focus());
    expect(loadCaseStudyLightbox).toHaveBeenCalledTimes(1);
    act(() => {
      thumbnails(island)[2]!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    });
    expect(loadCaseStudyLightbox).toHaveBeenCalledTimes(2);
    expect(dialog(), 'intent opens nothing').toBeNull();
  });

  it('keeps a press on a thumbnail before its code and opens the lightbox on that picture once, after', async () => {
    const island = served();
    const second = thumbnails(island)[1]!;
    let replays = 0;
    second.addEventListener('click', () => replays++);
    press(second);
    expect(window.earlyPresses).toHaveLength(1);
    expect(replays, 'kept and stopped at the page, not answered').toBe(0);

    await hydrate(island);
    await act(() => Promise.resolve());
    await lightboxArrives();
    expect(window.earlyPresses).toEqual([]);
    expect(replays).toBe(1);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    const heading = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe(images[1]!.alt);
    expect(dialog()!.textContent).toContain(`Image 2 of ${images.length}`);
  });

  it("announces the new picture, its caption and place after Next, in the island's root", async () => {
    const island = served();
    await hydrate(island);
    await act(async () => thumbnails(island)[0]!.click());
    await lightboxArrives();
    const status = dialog()!.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    await act(async () => dialog()!.querySelector<HTMLButtonElement>('[aria-label="Next image"]')!.click());
    expect(status.textContent).toBe(pictureAnnouncement(images[1]!, 1, images.length));
  });

  it('refuses props that are not a section and its pictures', () => {
    const expected = "not a section's copy and its pictures";
    const { caption: _caption, ...uncaptioned } = images[0]!;
    expect(() => parseProps({ title: 'Inside', images: [uncaptioned] })).toThrow(expected);
    expect(() => parseProps({ title: 'Inside', images: [{ ...images[0], width: '800' }] })).toThrow(expected);
    expect(() => parseProps({ title: 'Inside', images: [{ ...images[0], story: study.story }] })).toThrow(expected);
    expect(() => parseProps({ title: 'Inside', images, rowHeight: 'xl' })).toThrow(expected);
    expect(() => parseProps({ title: 'Inside', images: 'all' })).toThrow('case study gallery');
    expect(parseProps({ title: 'Inside', images })).toEqual({ title: 'Inside', images });
  });
});
