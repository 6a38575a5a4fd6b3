import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { convert } from 'fontverter';
import { describe, expect, it } from 'vitest';
import { charactersOf, HEAVIEST } from '../../scripts/tokens/inter-faces';

// Inter's faces as `npm run tokens` writes them (scripts/tokens/inter-faces.ts): fontsource's faces, each keeping its
// characters and its default and heavy end, without the weights lighter than the tokens name, so what every page
// preloads is smaller and draws the same (the screenshot baselines hold that).
const root = resolve(import.meta.dirname, '../..');
const generated = join(root, 'src/styles/generated');
const fontsource = join(root, 'node_modules/@fontsource-variable/inter');

type Face = { file: string; weight: string; range: string };
const facesOf = (css: string, files: RegExp): Face[] =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    file: files.exec(body!)![1]!,
    weight: /font-weight:\s*([^;]+);/.exec(body!)![1]!,
    range: /unicode-range:\s*([^;]+);/.exec(body!)![1]!,
  }));
const ours = facesOf(readFileSync(join(generated, 'inter.css'), 'utf8'), /url\(\.\/([^)]+)\)/);
const theirs = facesOf(readFileSync(join(fontsource, 'wght.css'), 'utf8'), /url\(\.\/files\/([^)]+)\)/);

const tokenWeights = Object.values(
  (
    JSON.parse(readFileSync(join(root, 'tokens/typography.json'), 'utf8')) as {
      font: { weight: Record<string, { $value: number } | string> };
    }
  ).font.weight,
).flatMap((token) => (typeof token === 'object' ? [token.$value] : []));

/** The weight axis of a font file: its `fvar` table's wght record (OpenType: min, default, max as 16.16 numbers). */
async function weightAxis(file: string) {
  const font = await convert(readFileSync(file), 'sfnt');
  const tables = font.readUInt16BE(4);
  for (let entry = 12; entry < 12 + tables * 16; entry += 16) {
    if (font.toString('latin1', entry, entry + 4) !== 'fvar') continue;
    const fvar = font.readUInt32BE(entry + 8);
    const axes = fvar + font.readUInt16BE(fvar + 4);
    const [count, size] = [font.readUInt16BE(fvar + 8), font.readUInt16BE(fvar + 10)];
    for (let axis = axes; axis < axes + count * size; axis += size) {
      if (font.toString('latin1', axis, axis + 4) !== 'wght') continue;
      return { min: font.readInt32BE(axis + 4) / 65536, max: font.readInt32BE(axis + 12) / 65536 };
    }
  }
  throw new Error(`${file} has no weight axis`);
}

describe("Inter's faces", () => {
  const min = Math.min(...tokenWeights);
  const max = HEAVIEST;

  it('are every face fontsource ships, with its characters, from the lightest weight the tokens name', () => {
    expect(tokenWeights).toEqual([400, 500, 600, 700, 800]);
    expect(ours.map(({ file, range }) => ({ file, range }))).toEqual(
      theirs.map(({ file, range }) => ({ file, range })),
    );
    for (const face of ours) expect(face.weight).toBe(`${min} ${max}`);
  });

  it('lose the lighter weights and keep the heavy end, and are smaller for it', async () => {
    for (const { file } of ours) {
      expect(await weightAxis(join(fontsource, 'files', file))).toEqual({ min: 100, max: 900 });
      expect(await weightAxis(join(generated, file)), file).toEqual({ min, max });
      expect(readFileSync(join(generated, file)).length).toBeLessThan(
        readFileSync(join(fontsource, 'files', file)).length * 0.8,
      );
    }
  });

  it('read a unicode-range as its characters', () => {
    expect(charactersOf('U+0041-0043,U+00E9, U+2014')).toBe('ABCé—');
    expect(() => charactersOf('U+0041-0043,latin')).toThrow(/latin/);
  });
});
