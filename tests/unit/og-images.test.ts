import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZE, loadCardAssets, renderCard, SAFE_AREA, writeOgImages } from '../../scripts/og-images';

// Share cards keep every glyph of the eyebrow and title inside the brand's
// margins, whatever the title's length (the schema allows 110 characters).
// Text pixels are found by drawing the card with and without its text.
type Assets = Awaited<ReturnType<typeof loadCardAssets>>;
let assets: Assets;
beforeAll(async () => {
  assets = await loadCardAssets();
});

const longest =
  'How a twelve-agent digital workforce took over intake, triage and follow-up for a regional clinic in 90 days';
const unbreakable = 'W'.repeat(110);

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels, width: info.width, height: info.height };
}

/** The box around every pixel that differs between the card and the same card without text. */
async function textBox(eyebrow: string, title: string) {
  const [card, blank] = await Promise.all([
    renderCard(assets, { path: '/og/x.jpg', eyebrow, title }).then(pixels),
    renderCard(assets, { path: '/og/x.jpg', eyebrow: '', title: '' }).then(pixels),
  ]);
  expect([card.width, card.height]).toEqual([CARD_SIZE.width, CARD_SIZE.height]);
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, count: 0 };
  for (let y = 0; y < card.height; y++) {
    for (let x = 0; x < card.width; x++) {
      const i = (y * card.width + x) * card.channels;
      if (![0, 1, 2].some((c) => Math.abs(card.data[i + c]! - blank.data[i + c]!) > 8)) continue;
      box.count += 1;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x + 1);
      box.bottom = Math.max(box.bottom, y + 1);
    }
  }
  return box;
}

const inside = (box: Awaited<ReturnType<typeof textBox>>, area: typeof SAFE_AREA) =>
  box.left >= area.left && box.top >= area.top && box.right <= area.right && box.bottom <= area.bottom;

describe('share card layout', () => {
  it.each([
    ['the longest title the schema allows', 'Blog', longest],
    ['a word wider than the card', 'Case study', unbreakable],
    ['a short title', 'Company', 'About Infinyte'],
  ])('keeps %s and its label inside the safe area, under the logo', async (_name, eyebrow, title) => {
    expect(title.length).toBeLessThanOrEqual(110);
    const box = await textBox(eyebrow, title);
    expect(box.count).toBeGreaterThan(1000);
    expect(inside(box, SAFE_AREA), JSON.stringify(box)).toBe(true);
    // The logo (48 px tall at the top margin) keeps its own room.
    expect(box.top).toBeGreaterThan(SAFE_AREA.top + 48);
  });

  it('the check finds text that crosses a margin (canary)', async () => {
    const box = await textBox('Blog', longest);
    expect(inside(box, { ...SAFE_AREA, bottom: SAFE_AREA.bottom - 100 })).toBe(false);
    expect(inside(box, { ...SAFE_AREA, right: SAFE_AREA.right - 200 })).toBe(false);
  });
});

describe('share card cache', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-cards-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('draws a card only when its inputs change, and writes JPEGs of 1200 x 630', async () => {
    const cache = join(dir, 'cache');
    const cards = [
      { path: '/og/about.jpg', eyebrow: 'Company', title: 'About Infinyte' },
      { path: '/og/blog-details--long.jpg', eyebrow: 'Blog', title: longest },
    ];
    expect(await writeOgImages(join(dir, 'first'), cards, cache)).toMatchObject({ drawn: 2, reused: 0 });
    const again = await writeOgImages(join(dir, 'second'), cards, cache);
    expect(again).toMatchObject({ drawn: 0, reused: 2 });
    expect(again.bytes).toBeLessThan(2 * 60 * 1024);
    const edited = [cards[0]!, { ...cards[1]!, title: `${longest.slice(0, 100)} (edited)` }];
    expect(await writeOgImages(join(dir, 'third'), edited, cache)).toMatchObject({ drawn: 1, reused: 1 });
    expect((await readdir(join(dir, 'second', 'og'))).sort()).toEqual(['about.jpg', 'blog-details--long.jpg']);
    const meta = await sharp(join(dir, 'second', 'og', 'about.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });
});
