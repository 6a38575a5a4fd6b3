// Testimonial avatars: small abstract busts, never likenesses of real people.
import { paletteFor } from './lib/colour.mjs';
import { scene } from './lib/art.mjs';
import { avatar, avatarDefs } from './lib/avatar.mjs';
import { GLYPHS } from './lib/glyphs.mjs';
import { svgDocument } from './lib/svg.mjs';
import { writeWebp } from './lib/raster.mjs';
import { publicFile } from './paths.mjs';
import { TESTIMONIAL_HUES } from './subjects.mjs';

export async function generateTestimonials() {
  for (const [index, hue] of TESTIMONIAL_HUES.entries()) {
    const size = 480;
    const palette = paletteFor(hue);
    const figure = avatar(palette, [size * 0.5, size * 0.6], size * 0.8, 0, GLYPHS.quote);
    const { defs, body } = scene({
      w: size,
      h: size,
      seed: `testimonial/${index + 1}`,
      palette,
      glyph: null,
      extra: figure,
      loop: false,
      detail: 0.4,
    });
    const svg = svgDocument({ width: size, height: size, defs: defs + avatarDefs(palette), body });
    await writeWebp(svg, [{ file: publicFile(`/media/testimonials/${index + 1}.webp`), width: 160, height: 160 }]);
  }
}
