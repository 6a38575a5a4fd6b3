// Inter's faces, without the weights the design never uses. @fontsource-variable/inter ships each script's face
// (Latin, Latin Extended, Cyrillic, Greek, Vietnamese...) with the whole weight axis, 100 to 900; the tokens name none
// lighter than 400 (typography.weight), so each face is instanced to 400-900 by HarfBuzz's subsetter (subset-font),
// keeping every character of its unicode-range and the layout features a browser applies by default. Only the light
// end goes: the axis keeps its default (400) and its heavy end, so every weight the site sets maps to the same point
// of the axis and draws exactly as before (cutting the heavy end too, to 800, renormalises the axis, and the rounded
// outlines moved text by a pixel's shade on every screenshot). The Latin face that every page preloads goes from
// 48 KB to 33 KB.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const fontsource = 'node_modules/@fontsource-variable/inter';
// A face is cut once per source, range and characters; `npm test` regenerates the tokens in several builds.
const cacheDir = 'node_modules/.cache/inter-faces';

/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131"), as one string. */
export function charactersOf(unicodeRange: string): string {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: ${JSON.stringify(part)}`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) characters += String.fromCodePoint(code);
  }
  return characters;
}

async function cut(file: string, characters: string, weights: { min: number; max: number }) {
  const source = await readFile(join(fontsource, 'files', file));
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([characters, weights]))
    .digest('hex')
    .slice(0, 16);
  const cached = join(cacheDir, `${key}.woff2`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const face = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: weights } });
  await mkdir(dirname(cached), { recursive: true });
  await writeFile(cached, face);
  return face;
}

/** The heavy end of fontsource's Inter weight axis, which the faces keep (above). */
export const HEAVIEST = 900;

/**
 * Writes each of Inter's faces, from `lightest` to the heaviest weight, into `outDir` under fontsource's own file name,
 * and returns the @font-face rules that name them (fontsource's own rules, with the weight range and file changed).
 */
export async function writeInterFaces(outDir: string, lightest: number): Promise<string> {
  const weights = { min: lightest, max: HEAVIEST };
  const css = await readFile(join(fontsource, 'wght.css'), 'utf8');
  const rules = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  if (rules.length === 0) throw new Error(`No @font-face rule in ${fontsource}/wght.css`);
  const written = await Promise.all(
    rules.map(async (rule) => {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
      if (!file || !range) throw new Error(`An Inter face without a woff2 file or a unicode-range: ${rule}`);
      await writeFile(join(outDir, file), await cut(file, charactersOf(range), weights));
      return rule
        .replace(/font-weight:[^;]+;/, `font-weight: ${weights.min} ${weights.max};`)
        .replace(`url(./files/${file})`, `url(./${file})`);
    }),
  );
  return written.join('\n');
}
