// Share cards (1200 x 630 PNG) for every page: the page's eyebrow and title on
// the brand's inverse surface with its glow, in the design tokens' colours and
// Inter. Written by scripts/prerender.mjs to <dist>/og/<key>.png, the path
// src/lib/seo/og-image.ts gives the page's og:image.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

const SIZE = { width: 1200, height: 630 };

export interface OgCard {
  /** The image's path under the site root, e.g. /og/about.png. */
  path: string;
  eyebrow: string;
  title: string;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The light theme's semantic colours from the generated token CSS (`npm run tokens`). */
async function tokenColours(): Promise<Record<string, string>> {
  const css = await readFile('src/styles/generated/tokens.css', 'utf8');
  const root = css.slice(0, css.indexOf('}'));
  return Object.fromEntries([...root.matchAll(/--ds-color-([\w-]+):\s*(#[0-9a-f]{3,8})/gi)].map((m) => [m[1]!, m[2]!]));
}

const font = (weight: number) =>
  readFile(join('node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`));

function card(colour: Record<string, string>, logo: string, { eyebrow, title }: OgCard): Node {
  const size = title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundColor: colour['surface-inverse'],
      backgroundImage: `radial-gradient(circle at 88% 12%, ${colour['glow']}55 0%, transparent 45%), radial-gradient(circle at 8% 100%, ${colour['accent-base']}66 0%, transparent 50%)`,
      fontFamily: 'Inter',
    },
    [
      { type: 'img', props: { src: logo, height: 48, width: 182 } },
      h('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        h(
          'div',
          { fontSize: 28, fontWeight: 700, color: colour['glow'], letterSpacing: 2, textTransform: 'uppercase' },
          eyebrow,
        ),
        h(
          'div',
          {
            display: 'flex',
            width: 1040,
            fontSize: size,
            fontWeight: 800,
            lineHeight: 1.1,
            color: colour['fg-inverse'],
          },
          title,
        ),
      ]),
    ],
  );
}

export async function writeOgImages(dist: string, cards: OgCard[]): Promise<void> {
  const [colour, regular, bold, extraBold, logoSvg] = await Promise.all([
    tokenColours(),
    font(400),
    font(700),
    font(800),
    readFile('public/media/brand/logo-dark.svg'),
  ]);
  const logo = `data:image/svg+xml;base64,${logoSvg.toString('base64')}`;
  const fonts = [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
    { name: 'Inter', data: extraBold, weight: 800 as const, style: 'normal' as const },
  ];
  for (const entry of cards) {
    const svg = await satori(card(colour, logo, entry) as never, { ...SIZE, fonts });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: SIZE.width } }).render().asPng();
    const file = join(dist, entry.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
  }
}
