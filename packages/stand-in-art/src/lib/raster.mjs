// Rasterising SVG documents with sharp (librsvg). Output settings are fixed so
// the same SVG always gives the same bytes.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

export const WEBP_QUALITY = 74;

async function ensureDir(file) {
  await mkdir(dirname(file), { recursive: true });
}

/** Renders an SVG document and writes one WebP per requested size (the first is the design size). */
export async function writeWebp(svg, outputs) {
  const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const { file, width, height } of outputs) {
    await ensureDir(file);
    await sharp(rendered)
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
      .toFile(file);
  }
}

/** Renders an SVG document to an 8-bit palette PNG (small, yet smooth enough for dark gradients). */
export async function writePng(svg, file) {
  await ensureDir(file);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 95, dither: 0.6 }).toFile(file);
}

/** Raw RGB pixels of an SVG document, for video frames. */
export async function rawFrame(svg) {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

export async function writeText(file, text) {
  await ensureDir(file);
  await writeFile(file, text);
}
