// Checks that run across all content at once: links resolve to real routes,
// media follows the shared media contract and exists, copy is long enough and
// free of filler, and icons come from the Icon primitive's list.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { contactBanner } from '@/content/cta';
import { footerColumns, socialLinks } from '@/content/footer';
import { home } from '@/content/home';
import { mainMenu, menuContact } from '@/content/navigation';
import { offerings } from '@/content/offerings';
import { staticPages } from '@/content/static-pages.gen';
import type { CopyPageEntry, StaticPage } from '@/content/page-entry';
import { allRoutes } from '@/app/route-table';
import { partners } from '@/content/partners';
import { pillars } from '@/content/pillars';
import { bundledPosts } from '@/content/posts';
import { processSteps } from '@/content/process-steps';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { workers } from '@/content/workers';

const root = join(import.meta.dirname, '..', '..');
const content = {
  caseStudies,
  contactBanner,
  footerColumns,
  socialLinks,
  home,
  mainMenu,
  menuContact,
  offerings,
  staticPages,
  partners,
  pillars,
  bundledPosts,
  processSteps,
  services,
  testimonials,
  workers,
};

/** Every string in a value, with the key it sits under. */
const strings = (value: unknown, key = ''): { key: string; value: string }[] => {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
};

/** Every object in a value (depth first), for checks on shapes such as images. */
const objects = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [record, ...Object.values(record).flatMap(objects)];
  }
  return [];
};

const workerSlugs = workers.map((w) => w.slug);
const caseStudySlugs = caseStudies.map((s) => s.slug);
const serviceKeys = ['data-ai', 'digital-transformation', 'platforming-cloud', 'technology-engineering'];
const postSlugs = [
  'digital-workforce-first-90-days',
  'ethical-ai-by-design-checklist',
  'from-idea-to-mvp-in-30-days',
  'automate-in-house-workshop-lessons',
  'agentic-orchestration-explained',
  'ai-receptionist-24-7-customer-care',
];

// Contract 5: every route of the site, as the prerenderer writes it (tests/unit/route-meta.test.ts ties its
// static pages to the router's route files).
const routes = new Set(allRoutes().map((route) => route.path));
/** The static pages whose body is plain copy (a hero and blocks). */
const copyPages = staticPages.filter((page): page is StaticPage<CopyPageEntry> => 'blocks' in page);

const linkKeys = new Set(['href', 'link', 'ctaLink', 'to']);
const links = strings(content).filter(({ key }) => linkKeys.has(key));

describe('links', () => {
  it('finds links to check', () => {
    expect(links.length).toBeGreaterThan(100);
  });

  it('points every internal link at a route of the site', () => {
    const broken = links
      .map(({ value }) => value)
      .filter((href) => href.startsWith('/') && !routes.has(href.split(/[?#]/)[0] ?? ''));
    expect(broken).toEqual([]);
  });

  it('uses only https, mailto, tel or in-page links for everything else', () => {
    const odd = links
      .map(({ value }) => value)
      .filter((href) => !href.startsWith('/') && !/^(https:\/\/|mailto:|tel:|#)/.test(href));
    expect(odd).toEqual([]);
  });

  it('has exactly one "Let\'s Connect" conversation block linking to the contact page', () => {
    const blocks = copyPages.flatMap((page) => page.blocks.filter((b) => b.kind === 'conversation'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      title: "Let's Connect",
      action: { label: 'Start a Conversation', href: '/contact' },
    });
  });
});

// Fragments keep the banned words out of this file's own text.
const banned = new RegExp(
  ['\\blor' + 'em\\b', '\\bto' + 'do\\b', '\\bplace' + 'holder\\b', '\\bcoming ' + 'soon\\b'].join('|'),
  'i',
);

describe('copy', () => {
  it('contains no filler words in any content string', () => {
    const hits = strings(content).filter(({ value }) => banned.test(value));
    expect(hits).toEqual([]);
  });

  it('contains no filler words in any content source file', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    const hits = walk(join(root, 'src', 'content')).filter((file) => banned.test(readFileSync(file, 'utf8')));
    expect(hits).toEqual([]);
  });

  // Visible words: everything but addresses, ids, icon names and image alt text.
  const hidden = new Set(['src', 'href', 'to', 'icon', 'id', 'kind', 'alt', 'imageSide', 'scrollTarget', 'path']);
  it.each(copyPages.map((page) => [page.path, page] as const))('%s has at least 200 words of its own', (_, page) => {
    const words = strings({ hero: page.hero, blocks: page.blocks })
      .filter(({ key }) => !hidden.has(key))
      .flatMap(({ value }) => value.split(/\s+/).filter(Boolean));
    expect(words.length).toBeGreaterThanOrEqual(200);
  });

  it('gives every page a distinct hero title and description', () => {
    const heroes = copyPages.map((page) => page.hero);
    expect(new Set(heroes.map((h) => h.title)).size).toBe(heroes.length);
    for (const hero of heroes) expect(hero.description?.length ?? 0).toBeGreaterThan(60);
  });
});

// Contract 1: the closed list of icon names.
const iconNames = new Set(
  'arrow-right arrow-left arrow-up-right arrow-down external-link menu close chevron-down chevron-right chevron-left sun moon play pause message mail phone map-pin check alert info sparkles brain network shield rocket users user target workflow bot cloud database code compass lightbulb handshake calendar clock layers cpu globe heart search star quote youtube x linkedin facebook'.split(
    ' ',
  ),
);

describe('icons', () => {
  it('names only icons the Icon primitive provides', () => {
    const icons = strings(content).filter(({ key }) => key === 'icon');
    expect(icons.length).toBeGreaterThan(20);
    expect(icons.map(({ value }) => value).filter((name) => !iconNames.has(name))).toEqual([]);
  });
});

// Contract 3: media paths and the intrinsic size each kind of file has.
const any = (values: string[]) => values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const heroKeys =
  'about contact privacy solutions automate-in-house digital-workforce idea-to-market-lab communax platform philosophy people get-started case-studies blog not-found'.split(
    ' ',
  );
const mediaRules: { pattern: RegExp; size?: [number, number] }[] = [
  { pattern: /^\/media\/brand\/logo-(light|dark)\.svg$/ },
  { pattern: /^\/media\/brand\/og-default\.png$/, size: [1200, 630] },
  { pattern: /^\/media\/hero\/home-poster\.webp$/, size: [1600, 900] },
  { pattern: /^\/media\/hero\/home-poster-800\.webp$/, size: [800, 450] },
  { pattern: /^\/media\/hero\/home\.mp4$/ },
  { pattern: new RegExp(`^/media/heroes/(${any(heroKeys)})\\.webp$`), size: [1600, 900] },
  { pattern: new RegExp(`^/media/heroes/(${any(heroKeys)})-800\\.webp$`), size: [800, 450] },
  { pattern: new RegExp(`^/media/workers/(${any(workerSlugs)})\\.webp$`), size: [640, 800] },
  { pattern: new RegExp(`^/media/workers/(${any(workerSlugs)})-poster\\.webp$`), size: [640, 360] },
  { pattern: new RegExp(`^/media/workers/(${any(workerSlugs)})\\.mp4$`) },
  { pattern: new RegExp(`^/media/case-studies/(${any(caseStudySlugs)})/(cover|slide-1)\\.webp$`), size: [1200, 800] },
  { pattern: new RegExp(`^/media/case-studies/(${any(caseStudySlugs)})/slide-2\\.webp$`), size: [800, 1000] },
  { pattern: new RegExp(`^/media/case-studies/(${any(caseStudySlugs)})/slide-3\\.webp$`), size: [1200, 675] },
  { pattern: new RegExp(`^/media/services/(${any(serviceKeys)})\\.webp$`), size: [1600, 900] },
  { pattern: new RegExp(`^/media/services/(${any(serviceKeys)})-800\\.webp$`), size: [800, 450] },
  { pattern: new RegExp(`^/media/services/(${any(serviceKeys)})-1\\.webp$`), size: [1200, 800] },
  { pattern: new RegExp(`^/media/services/(${any(serviceKeys)})-2\\.webp$`), size: [800, 1000] },
  { pattern: new RegExp(`^/media/posts/(${any(postSlugs)})\\.webp$`), size: [1200, 675] },
];
const ruleFor = (src: string) => mediaRules.find((rule) => rule.pattern.test(src));

const mediaPaths = [...new Set(strings(content).map(({ value }) => value))].filter((v) => v.startsWith('/media/'));
const images = objects(content).filter(
  (o): o is { src: string; width: number; height: number } =>
    typeof o.src === 'string' && typeof o.width === 'number' && typeof o.height === 'number',
);

describe('media', () => {
  it('references media of every kind', () => {
    expect(mediaPaths.length).toBeGreaterThan(100);
  });

  it('follows the media contract for every path', () => {
    expect(mediaPaths.filter((src) => !ruleFor(src))).toEqual([]);
  });

  it('declares the contract size for every image', () => {
    const wrong = images.filter((image) => {
      const size = ruleFor(image.src)?.size;
      return !size || size[0] !== image.width || size[1] !== image.height;
    });
    expect(wrong.map((image) => image.src)).toEqual([]);
  });

  it('finds every referenced file under public/', () => {
    const missing = mediaPaths.filter((src) => !existsSync(join(root, 'public', src)));
    expect(missing).toEqual([]);
  });

  it('matches each raster file’s real size to the contract', async () => {
    const present = mediaPaths.filter((src) => ruleFor(src)?.size && existsSync(join(root, 'public', src)));
    const wrong: string[] = [];
    for (const src of present) {
      const { width, height } = await sharp(join(root, 'public', src)).metadata();
      const [w, h] = ruleFor(src)!.size!;
      if (width !== w || height !== h) wrong.push(`${src} is ${width}x${height}, expected ${w}x${h}`);
    }
    expect(wrong).toEqual([]);
  });
});
