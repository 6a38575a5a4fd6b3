// Which chunks a page preloads (scripts/island-preloads.ts): an island hydrated with the page brings its module,
// its imports and the runtime's React root; a page whose islands all wait for the visitor preloads nothing, so it
// fetches only the runtime's entry before the visitor acts.
import { describe, expect, it } from 'vitest';
import { HYDRATE_ROOT, islandChunks, islandNames, type Manifest } from '../../scripts/island-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_registry.js'] },
  '_registry.js': { file: 'assets/registry-b.js' },
  [HYDRATE_ROOT]: { file: 'assets/hydrate-root-c.js', imports: ['_react-dom.js', '_jsx.js'] },
  '_react-dom.js': { file: 'assets/react-dom-d.js' },
  '_jsx.js': { file: 'assets/jsx-runtime-e.js' },
  'src/islands/hero-video.island.tsx': { file: 'assets/hero-video.island-f.js', imports: ['_jsx.js', '_media.js'] },
  'src/islands/header.island.tsx': { file: 'assets/header.island-g.js', imports: ['_jsx.js'] },
  '_media.js': { file: 'assets/media-h.js' },
};

describe("a page's module preloads", () => {
  it('are none when every island waits for the visitor', () => {
    const body =
      '<infinyte-island name="header" hydrate="act" props="{}"></infinyte-island>' +
      '<infinyte-island name="news" hydrate="visible" props="{}"></infinyte-island>';
    expect(islandNames(body)).toEqual([]);
    expect(islandChunks(manifest, islandNames(body))).toEqual([]);
  });

  it("bring React's root with an island hydrated with the page, each chunk once, none the entry has", () => {
    const body =
      '<infinyte-island name="header" hydrate="act" props="{}"></infinyte-island>' +
      '<infinyte-island name="hero-video" props="{}"></infinyte-island>' +
      '<infinyte-island name="hero-video" props="{}"></infinyte-island>';
    expect(islandNames(body)).toEqual(['hero-video']);
    expect(islandChunks(manifest, islandNames(body))).toEqual([
      '/assets/hydrate-root-c.js',
      '/assets/react-dom-d.js',
      '/assets/jsx-runtime-e.js',
      '/assets/hero-video.island-f.js',
      '/assets/media-h.js',
    ]);
  });
});
