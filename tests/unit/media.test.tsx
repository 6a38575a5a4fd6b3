// The media primitive and the pipeline's manifest: names, srcset and sizes,
// and that every file the manifest names is committed at its width.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Media } from '@/components/ui/media';
import {
  fallbackWidth,
  formatEntry,
  hashedPath,
  HASHED_MEDIA_ROOT,
  parseEntry,
  srcSetOf,
  widthsFor,
  type MediaEntry,
  type MediaManifest,
} from '@/lib/media/media-files';
import { servedPicture, servedUrl } from '@/lib/media/served-media';
import { breakpointWidths, CARD_SIZES, containerAt, responsiveSizes } from '@/lib/media/sizes';
import { justifiedSizes } from '@/lib/gallery/justified-sizes';
import { cacheControlFor, CACHE_IMMUTABLE, CACHE_SHORT, buildHeadersFile } from '../../scripts/http-headers';
import { drawnFiles, filesOf } from '../../scripts/media/responsive';
import manifestJson from '@/lib/media/media-manifest.json';
import { mediaEntry } from '@/lib/media/served-media';

const lines: MediaManifest = manifestJson;
const manifest: Record<string, MediaEntry> = Object.fromEntries(
  Object.keys(lines).map((path) => [path, mediaEntry(path)!]),
);
const publicFile = (path: string) => join(process.cwd(), 'public', path);

describe('hashed media names', () => {
  it('puts width, hash and format in the name, under the immutable /assets/', () => {
    expect(hashedPath('/media/workers/ava.webp', '1a2b3c4d', 480, 'avif')).toBe(
      '/assets/media/workers/ava-480.1a2b3c4d.avif',
    );
    expect(hashedPath('/media/hero/home.mp4', '1a2b3c4d')).toBe('/assets/media/hero/home.1a2b3c4d.mp4');
    expect(() => hashedPath('/og/home.png', '1a2b3c4d')).toThrow();
  });

  it('writes a srcset of every width, through the media host', () => {
    const entry = { hash: 'abcdef12', widths: [240, 360, 640] };
    expect(srcSetOf('/media/w/a.webp', entry, 'webp', (url) => `https://cdn.example${url}`)).toBe(
      'https://cdn.example/assets/media/w/a-240.abcdef12.webp 240w, https://cdn.example/assets/media/w/a-360.abcdef12.webp 360w, https://cdn.example/assets/media/w/a-640.abcdef12.webp 640w',
    );
    expect(fallbackWidth(entry, 300)).toBe(360);
    expect(fallbackWidth(entry, 800)).toBe(640);
  });

  it('derives widths from the kind and the master width, so the manifest holds one line a file', () => {
    expect(widthsFor('/media/heroes/about.webp', 1600)).toEqual([800, 1200, 1600]);
    expect(widthsFor('/media/workers/ava.webp', 640)).toEqual([240, 360, 540, 640]);
    expect(widthsFor('/media/case-studies/x/slide-2.webp', 800)).toEqual([240, 360, 540, 800]);
    const entry = { hash: 'abcdef12', widths: [240, 360, 540, 640], avif: true };
    expect(formatEntry(entry)).toBe('abcdef12 640 avif');
    expect(parseEntry('/media/workers/ava.webp', 'abcdef12 640 avif')).toEqual(entry);
    expect(parseEntry('/media/hero/home.mp4', 'abcdef12')).toEqual({ hash: 'abcdef12' });
  });

  it('serves hashed copies for a year and stable names for an hour, on the Node server and CDN hosts alike', () => {
    expect(cacheControlFor(hashedPath('/media/w/a.webp', 'abcdef12', 480, 'avif'))).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/media/posts/a.webp')).toBe(CACHE_SHORT);
    const headers = buildHeadersFile({});
    expect(headers).toContain(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(headers).toContain(`/media/*\n  Cache-Control: ${CACHE_SHORT}`);
    // The two rules never both match a path, so no host joins two Cache-Control values.
    expect(HASHED_MEDIA_ROOT.startsWith('/assets/')).toBe(true);
  });
});

describe('the media manifest', () => {
  const contract = drawnFiles();
  const masters = contract.filter(({ path, kind }) => kind === 'webp' && !path.endsWith('-800.webp'));

  it('holds every picture, clip and logo the generator drew', () => {
    for (const { path } of masters) expect(manifest[path]?.widths, path).toBeDefined();
    for (const { path } of contract.filter(
      ({ kind, path }) => kind === 'mp4' || (kind === 'svg' && path.startsWith('/media/')),
    )) {
      expect(manifest[path]?.hash, path).toMatch(/^[0-9a-f]{8}$/);
    }
  });

  it('steps through widths at most 1.5x apart, up to the master', () => {
    for (const { path, width } of masters) {
      const widths = manifest[path]!.widths!;
      expect(widths.at(-1), path).toBe(width);
      widths.slice(1).forEach((step, index) => expect(step / widths[index]!, path).toBeLessThanOrEqual(1.5));
    }
  });

  it('names only committed files, each as wide as its name says, AVIF only where smaller than WebP', async () => {
    const entries = Object.entries(manifest);
    for (const [path, entry] of entries) {
      for (const file of filesOf(path, entry)) expect(existsSync(publicFile(file)), file).toBe(true);
      if (!entry.avif) continue;
      for (const width of entry.widths!) {
        const avif = publicFile(hashedPath(path, entry.hash, width, 'avif'));
        const webp = publicFile(hashedPath(path, entry.hash, width, 'webp'));
        expect(statSync(avif).size, avif).toBeLessThan(statSync(webp).size);
      }
    }
    const [path, entry] = entries.find(([, e]) => e.avif)!;
    const width = entry.widths![0]!;
    expect((await sharp(publicFile(hashedPath(path, entry.hash, width, 'avif'))).metadata()).width).toBe(width);
  });

  it('keeps the stable names that pages and feeds link from outside', () => {
    expect(readFileSync(publicFile('/media/brand/logo-light.svg'), 'utf8')).toContain('<svg');
    for (const { path } of masters) expect(existsSync(publicFile(path)), path).toBe(true);
  });
});

describe('the Media primitive', () => {
  const worker = '/media/workers/ava-chief-of-staff.webp';

  it('renders a picture with an AVIF source and a WebP img, both with the same sizes', () => {
    const cover = '/media/case-studies/repairline/cover.webp';
    const entry = manifest[cover]!;
    expect(entry.avif).toBe(true);
    const html = renderToStaticMarkup(
      <Media src={cover} alt="" width={1200} height={800} sizes="50vw" data-x="1" aria-describedby="d" />,
    );
    const img = html.match(/<img [^>]*>/)![0];
    expect(img).toContain(`srcSet="${srcSetOf(cover, entry, 'webp')}"`);
    expect(img).toContain('sizes="50vw"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('data-x="1"');
    expect(img).toContain('aria-describedby="d"');
    expect(img).toContain('width="1200"');
    expect(html).toContain(
      `<picture class="contents"><source type="image/avif" srcSet="${srcSetOf(cover, entry, 'avif')}" sizes="50vw" class="hidden"/><img`,
    );
  });

  it('renders a plain img where WebP is the smaller format', () => {
    const entry = manifest[worker]!;
    const html = renderToStaticMarkup(<Media src={worker} alt="" width={640} height={800} sizes="50vw" />);
    expect(html.startsWith(entry.avif ? '<picture' : '<img')).toBe(true);
  });

  it('marks the LCP picture eager and high priority', () => {
    const html = renderToStaticMarkup(<Media src={worker} alt="" width={640} height={800} sizes="20rem" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('passes other URLs through with the srcset they come with (the content service CDN)', () => {
    const url = 'https://cdn.sanity.io/images/p/d/abc-1200x675.webp';
    const html = renderToStaticMarkup(
      <Media src={`${url}?w=1200`} srcSet={`${url}?w=480 480w`} sizes="100vw" alt="" width={1200} height={675} />,
    );
    expect(html).toBe(
      `<img data-slot="media" src="${url}?w=1200" alt="" srcSet="${url}?w=480 480w" sizes="100vw" loading="lazy" decoding="async" style="aspect-ratio:1200 / 675" width="1200" height="675"/>`,
    );
    expect(servedPicture('https://elsewhere.example/a.webp')).toEqual({ src: 'https://elsewhere.example/a.webp' });
  });

  it('serves clips and vectors by their hashed copies', () => {
    const clip = manifest['/media/hero/home.mp4']!;
    expect(servedUrl('/media/hero/home.mp4')).toBe(hashedPath('/media/hero/home.mp4', clip.hash));
  });
});

describe('sizes', () => {
  it('follows the container and gutter tokens', () => {
    expect(containerAt(390)).toBeCloseTo(354.5, 1);
    expect(containerAt(1440)).toBe(1216);
    expect(breakpointWidths).toEqual([576, 768, 992, 1200, 1440]);
  });

  it('lists the widest breakpoint first', () => {
    expect(responsiveSizes({ sm: '50vw', lg: '33vw' }, '100vw')).toBe(
      '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
    );
    expect(CARD_SIZES.match(/\(min-width: (\d+)px\)/g)).toEqual(['(min-width: 992px)', '(min-width: 768px)']);
  });

  it('gives each justified gallery picture the largest share of the container it takes in each band', () => {
    const [wide, tall] = justifiedSizes(
      [
        { width: 1200, height: 800 },
        { width: 800, height: 1000 },
        { width: 1200, height: 675 },
      ],
      300,
    );
    // One picture a row on a phone; three a row from 1200 px, the tall one the narrowest.
    expect(wide!.endsWith(', calc(min(100vw, 80rem) - 2 * clamp(1rem, 0.5rem + 2.5vw, 2rem))')).toBe(true);
    expect(wide).toMatch(/^\(min-width: 1200px\) calc\(0\.36\d \* /);
    expect(tall).toMatch(/^\(min-width: 1200px\) calc\(0\.19\d \* /);
  });
});
