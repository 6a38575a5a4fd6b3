// Measures how wide the fallback fonts set the site's own words against Inter, per weight, in the
// pinned Chromium: the size-adjust each fallback face needs so that text laid out before the web
// font arrives takes the same width (scripts/build-tokens.ts, `fallbackFonts`). Capsize's metrics
// cover regular faces only; headings are bold, and a bold fallback is not as much wider than its
// regular face as Inter 700-800 is than Inter 400.
//
// Needs the fonts it measures as files: Liberation Sans (Arial's metrics; Debian: fonts-liberation)
// and the pinned browser's Open Sans. Run after `npm run build` (it reads the words from dist/):
//   node --import tsx scripts/measure-fallback-fonts.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, pinnedChromium } from './pinned-chromium.ts';

const browser = pinnedChromium();
const fontFile = (path: string) =>
  `url(data:font/${path.endsWith('woff2') ? 'woff2' : 'ttf'};base64,${readFileSync(path).toString('base64')})`;
const pinnedFonts = join(browser.executablePath, '..', 'fonts', 'Open_Sans');
const faces = {
  Inter: { 400: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
  Arial: {
    400: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    700: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  },
  'Open Sans': { 400: join(pinnedFonts, 'OpenSans-Regular.ttf'), 700: join(pinnedFonts, 'OpenSans-Bold.ttf') },
};

/** The text of every built page's headings and paragraphs. */
function siteWords(dir = 'dist'): { headings: string; body: string } {
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
  const text = (tag: string) =>
    pages
      .flatMap((html) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))])
      .map(([, inner]) => inner!.replace(/<[^>]+>/g, '').replace(/&[a-z#0-9]+;/g, ' '))
      .join(' ');
  return { headings: `${text('h1')} ${text('h2')} ${text('h3')}`, body: text('p') };
}

const words = siteWords();
const css = Object.entries(faces)
  .flatMap(([family, byWeight]) =>
    Object.entries(byWeight).map(
      ([weight, path]) =>
        `@font-face{font-family:"M ${family}";src:${fontFile(path)};font-weight:${family === 'Inter' ? '100 900' : weight}}`,
    ),
  )
  .join('');

const launched = await chromium.launch({
  executablePath: browser.executablePath,
  env: { ...process.env, ...browser.env },
  args: chromiumFlags,
});
const page = await launched.newPage();
await page.setContent(`<style>${css}</style>`);
// tsx names the functions below with a helper that exists only in Node.
await page.evaluate('window.__name = (fn) => fn');
const widths = await page.evaluate(
  async ({ families, words }) => {
    await Promise.all(
      families.flatMap(([family, weights]) =>
        weights.map((weight) => document.fonts.load(`${weight} 16px "M ${family}"`)),
      ),
    );
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (family: string, weight: number, text: string) => {
      context.font = `${weight} 100px "M ${family}"`;
      return context.measureText(text).width;
    };
    const result: Record<string, Record<number, number>> = {};
    for (const [family, weights] of families) {
      result[family] = {};
      for (const weight of family === 'Inter' ? [400, 500, 600, 700, 800] : weights) {
        result[family]![weight] = width(family, weight, weight >= 600 ? words.headings : words.body);
      }
    }
    return result;
  },
  {
    families: Object.entries(faces).map(([family, byWeight]) => [family, Object.keys(byWeight).map(Number)] as const),
    words,
  },
);
await launched.close();

// Regular faces against Inter 400 (capsize's figure, for comparison), bold faces against each heading weight.
for (const family of ['Arial', 'Open Sans'] as const) {
  const fallback = widths[family]!;
  const ratio = (interWeight: number, fallbackWeight: number) =>
    `${((widths.Inter![interWeight]! / fallback[fallbackWeight]!) * 100).toFixed(4)}%`;
  console.log(
    `${family}: regular vs Inter 400 ${ratio(400, 400)}; bold vs Inter 600 ${ratio(600, 700)}, 700 ${ratio(700, 700)}, 800 ${ratio(800, 700)}`,
  );
}
