import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { optimisePng } from '../../scripts/optimise-png';

/** A picture like a screenshot: flat areas, a gradient and a few hard edges, encoded as Chromium does (zlib). */
async function screenshotLike(): Promise<Buffer> {
  const width = 320;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const band = y < 60 ? 30 : y < 140 ? Math.round((x / width) * 255) : 240;
      pixels.set([band, (x * 7 + y) % 256 < 128 ? 40 : 200, 128, 255], at);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const rgba = (png: Buffer) => sharp(png).toColourspace('srgb').ensureAlpha().raw().toBuffer();

describe('optimisePng', () => {
  it('keeps every pixel and never grows the file', async () => {
    const png = await screenshotLike();
    const optimised = await optimisePng(png);
    expect(optimised.length).toBeLessThanOrEqual(png.length);
    expect((await rgba(optimised)).equals(await rgba(png))).toBe(true);
  });

  it('finds bytes to save in a zlib-encoded picture', async () => {
    const png = await screenshotLike();
    expect((await optimisePng(png)).length).toBeLessThan(png.length);
  });
});
