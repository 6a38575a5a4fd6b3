// Share cards (1200 x 630) for every page: the page's eyebrow and title on the
// brand's inverse surface with its glow, in the design tokens' colours and
// Inter. Written by scripts/prerender.ts to <dist>/og/<key>.jpg, the path
// src/lib/seo/og-image.ts gives the page's og:image.
//
// The title (up to the schema's 110 characters) always fits inside the safe
// area: the largest type size whose wrapped lines fit is chosen by laying the
// title out with satori itself. Cards are JPEGs (the glow's gradient takes
// 40-60 KB as a palette PNG, 15-45 KB as a JPEG; every network reads both) and
// are drawn only when their inputs change: each is kept in a cache under a
// hash of everything that shapes it, so a build without content changes copies them.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
/** The brand's margins: nothing but the background is drawn outside this box. */
export const SAFE_AREA = { left: 80, top: 72, right: 1200 - 80, bottom: 630 - 72 } as const;
const LOGO = { width: 182, height: 48 };
/** Room kept between the logo and the text block. */
const LOGO_GAP = 40;
const EYEBROW = { size: 28, gap: 20 };
const LINE_HEIGHT = 1.12;
/** Inter's descenders reach below a 1.12 line box by up to a tenth of the size: the title's box keeps that room. */
const DESCENDER_ROOM = 0.1;
/** Type sizes tried for the title, largest first; the smallest still reads in a feed thumbnail. */
const TITLE_SIZES = [76, 68, 60, 54, 48, 44, 40] as const;
/** mozjpeg quality: no visible ringing around the type on the dark surface, all cards together under 2 MB. */
const JPEG_QUALITY = 80;

export interface OgCard {
  /** The image's path under the site root, e.g. /og/about.jpg. */
  path: string;
  eyebrow: string;
  title: string;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

interface CardAssets {
  colour: Record<string, string>;
  logo: string;
  fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[];
  /** Hash of the assets and of this file, part of every card's cache key. */
  fingerprint: string;
}

/** The light theme's semantic colours from the generated token CSS (`npm run tokens`). */
async function tokenColours(): Promise<Record<string, string>> {
  const css = await readFile('src/styles/generated/tokens.css', 'utf8');
  const root = css.slice(0, css.indexOf('}'));
  return Object.fromEntries([...root.matchAll(/--ds-color-([\w-]+):\s*(#[0-9a-f]{3,8})/gi)].map((m) => [m[1]!, m[2]!]));
}

const font = (weight: number) =>
  readFile(join('node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`));

export async function loadCardAssets(): Promise<CardAssets> {
  const [colour, regular, bold, extraBold, logoSvg, source] = await Promise.all([
    tokenColours(),
    font(400),
    font(700),
    font(800),
    readFile('public/media/brand/logo-dark.svg'),
    readFile(new URL(import.meta.url)),
  ]);
  const fingerprint = createHash('sha256');
  for (const part of [JSON.stringify(colour), regular, bold, extraBold, logoSvg, source]) fingerprint.update(part);
  return {
    colour,
    logo: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`,
    fonts: [
      { name: 'Inter', data: regular, weight: 400, style: 'normal' },
      { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      { name: 'Inter', data: extraBold, weight: 800, style: 'normal' },
    ],
    fingerprint: fingerprint.digest('hex'),
  };
}

const textWidth = SAFE_AREA.right - SAFE_AREA.left;

function eyebrowNode(colour: Record<string, string>, eyebrow: string): Node {
  return h(
    'div',
    {
      fontSize: EYEBROW.size,
      fontWeight: 700,
      lineHeight: 1,
      color: colour['glow'],
      letterSpacing: 2,
      textTransform: 'uppercase',
    },
    eyebrow,
  );
}

interface TitleFit {
  size: number;
  lines: number;
}

/** The title's height: its lines, and room for the last line's descenders. */
const titleHeight = ({ size, lines }: TitleFit) => Math.ceil(lines * size * LINE_HEIGHT + size * DESCENDER_ROOM);

// satori does not grow a column by a wrapped text's height, so the title's height is given from its measured lines.
function titleNode(colour: Record<string, string>, title: string, { size, lines }: TitleFit): Node {
  return h(
    'div',
    {
      display: 'flex',
      width: textWidth,
      ...(lines > 0 ? { height: titleHeight({ size, lines }) } : {}),
      fontFamily: 'Inter',
      fontSize: size,
      fontWeight: 800,
      lineHeight: LINE_HEIGHT,
      // A word wider than the card (a product code, an address) breaks instead of running off it.
      wordBreak: 'break-word',
      color: colour['fg-inverse'],
    },
    title,
  );
}

function card(assets: CardAssets, { eyebrow, title }: OgCard, fit: TitleFit): Node {
  const { colour } = assets;
  return h(
    'div',
    {
      // satori adds padding to a box's size (content-box), so the box is the safe area and the padding the margins.
      width: textWidth,
      height: SAFE_AREA.bottom - SAFE_AREA.top,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${SAFE_AREA.top}px ${CARD_SIZE.width - SAFE_AREA.right}px ${CARD_SIZE.height - SAFE_AREA.bottom}px ${SAFE_AREA.left}px`,
      backgroundColor: colour['surface-inverse'],
      backgroundImage: `radial-gradient(circle at 88% 12%, ${colour['glow']}55 0%, transparent 45%), radial-gradient(circle at 8% 100%, ${colour['accent-base']}66 0%, transparent 50%)`,
      fontFamily: 'Inter',
    },
    [
      { type: 'img', props: { src: assets.logo, ...LOGO } },
      h('div', { display: 'flex', flexDirection: 'column', gap: EYEBROW.gap, width: textWidth }, [
        eyebrowNode(colour, eyebrow),
        ...(title ? [titleNode(colour, title, fit)] : []),
      ]),
    ],
  );
}

/** How many lines satori breaks the title into at a size (its text elements' distinct baselines). */
async function titleLines(assets: CardAssets, title: string, size: number): Promise<number> {
  const svg = await satori(titleNode(assets.colour, title, { size, lines: 0 }) as never, {
    width: textWidth,
    height: CARD_SIZE.height * 2,
    fonts: assets.fonts,
    embedFont: false,
  });
  return new Set([...svg.matchAll(/<text[^>]*\sy="([\d.]+)"/g)].map((match) => match[1])).size;
}

/** The largest title size whose lines fit between the logo and the bottom margin, under the eyebrow. */
export async function fitTitle(assets: CardAssets, title: string): Promise<TitleFit> {
  const room = SAFE_AREA.bottom - SAFE_AREA.top - LOGO.height - LOGO_GAP - EYEBROW.size - EYEBROW.gap;
  for (const size of TITLE_SIZES) {
    const lines = await titleLines(assets, title, size);
    if (titleHeight({ size, lines }) <= room) return { size, lines };
  }
  throw new Error(`The share card title does not fit even at ${TITLE_SIZES.at(-1)}px: "${title}"`);
}

/** The card as a lossless PNG (what the layout test inspects). */
export async function renderCard(assets: CardAssets, entry: OgCard): Promise<Buffer> {
  const fit = entry.title ? await fitTitle(assets, entry.title) : { size: TITLE_SIZES[0], lines: 0 };
  const svg = await satori(card(assets, entry, fit) as never, { ...CARD_SIZE, fonts: assets.fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_SIZE.width } }).render().asPng();
}

/** The published card: a baseline JPEG, which every network's crawler accepts. */
export const encodeCard = (png: Buffer) => sharp(png).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();

export interface OgImagesReport {
  drawn: number;
  reused: number;
  bytes: number;
}

/**
 * Writes every card, drawing only those whose inputs changed since a cached
 * copy was made (`cacheDir`, by default node_modules/.cache/og-cards).
 */
export async function writeOgImages(
  dist: string,
  cards: OgCard[],
  cacheDir = 'node_modules/.cache/og-cards',
): Promise<OgImagesReport> {
  const assets = await loadCardAssets();
  await mkdir(cacheDir, { recursive: true });
  const report: OgImagesReport = { drawn: 0, reused: 0, bytes: 0 };
  for (const entry of cards) {
    const key = createHash('sha256')
      .update(assets.fingerprint)
      .update(JSON.stringify([entry.eyebrow, entry.title]))
      .digest('hex');
    const cached = join(cacheDir, `${key}.jpg`);
    const file = join(dist, entry.path);
    await mkdir(dirname(file), { recursive: true });
    if (existsSync(cached)) {
      report.reused += 1;
    } else {
      // Renamed into place whole: `npm test` prerenders two builds side by side, and the other one may be
      // copying the same card the moment it appears.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, await encodeCard(await renderCard(assets, entry)));
      await rename(partial, cached);
      report.drawn += 1;
    }
    await copyFile(cached, file);
    report.bytes += (await readFile(file)).length;
  }
  return report;
}
