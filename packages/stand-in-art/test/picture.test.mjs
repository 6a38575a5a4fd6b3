// A drawn screen: written at each requested size, the same bytes for the same
// seed, and in the colours of the tokens it is given.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { picture } from '../src/case-study-pictures.mjs';
import { configure } from '../src/settings.mjs';
import { FIXTURE_TOKENS, tmpOut } from './tmp-out.mjs';

const out = tmpOut();
const screen = {
  device: 'browser',
  blocks: [
    ['appBar', '40px'],
    ['chart', 1, { kind: 'bars', points: 8 }],
  ],
};
const draw = (name, options = {}) =>
  picture({ slug: 'demo', glyph: 'car', screen, index: 1, w: 300, h: 200, ...options, outputs: [[name, 300, 200]] });
const bytes = (name) => readFileSync(join(out, name));

/** The colour of the top-left pixel, clear of the ground's glows, as #rrggbb. */
async function cornerColour(name) {
  const { data } = await sharp(join(out, name))
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const near = (actual, expected) => {
  const channels = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const a = channels(actual);
  return channels(expected).every((channel, index) => Math.abs(channel - a[index]) <= 3);
};

beforeAll(() => configure({ outDir: out, tokensDir: FIXTURE_TOKENS }));

describe('a drawn screen', () => {
  it('is written as a WebP at every requested size', async () => {
    await picture({
      slug: 'demo',
      glyph: 'car',
      screen,
      index: 0,
      w: 300,
      h: 200,
      outputs: [
        ['/sizes/large.webp', 300, 200],
        ['/sizes/small.webp', 150, 100],
      ],
    });
    const large = await sharp(join(out, '/sizes/large.webp')).metadata();
    const small = await sharp(join(out, '/sizes/small.webp')).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 300, 200]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 150, 100]);
  });

  it('gives the same bytes for the same seed and different ones for another', async () => {
    await draw('/seed/first.webp');
    await draw('/seed/again.webp');
    await draw('/seed/other.webp', { slug: 'another' });
    expect(bytes('/seed/again.webp').equals(bytes('/seed/first.webp'))).toBe(true);
    expect(bytes('/seed/other.webp').equals(bytes('/seed/first.webp'))).toBe(false);
  });

  it('lays its ground in the muted light surface, or the dark surface for a hero', async () => {
    await draw('/theme/light.webp');
    await draw('/theme/hero.webp', { hero: true });
    const tokens = (theme) => JSON.parse(readFileSync(join(FIXTURE_TOKENS, `color.${theme}.json`), 'utf8')).color;
    const primitives = JSON.parse(readFileSync(join(FIXTURE_TOKENS, 'color.primitives.json'), 'utf8')).color;
    const hex = (reference) => {
      const [, group, shade] = reference.match(/^\{color\.(\w+)\.?(\w*)\}$/);
      return (shade ? primitives[group][shade] : primitives[group]).$value;
    };
    const light = hex(tokens('light').surface.muted.$value);
    const dark = hex(tokens('dark').surface.base.$value);
    expect(near(await cornerColour('/theme/light.webp'), light), light).toBe(true);
    expect(near(await cornerColour('/theme/hero.webp'), dark), dark).toBe(true);
  });
});
