// Partner marks, 160 x 48, in black (light theme) and white (dark theme).
// Meta, Anthropic and Google Cloud use the CC0 paths of simple-icons; Adobe,
// Microsoft and AWS are absent there, so they get simple geometric marks drawn
// here. Names are drawn with the stroke alphabet: SVG text would depend on fonts.
import { siAnthropic, siGooglecloud, siMeta } from 'simple-icons';
import { drawWord, measureWord } from './lib/letters.mjs';
import { el } from './lib/svg.mjs';
import { writeText } from './lib/raster.mjs';
import { publicFile } from './paths.mjs';

const MARKS = {
  adobe: 'M9 3H15L22 21H17.4L12 7.6L6.6 21H2ZM10.3 14.6H15.1L16.5 18.2H8.9Z',
  microsoft: 'M2 2H11.4V11.4H2ZM12.6 2H22V11.4H12.6ZM2 12.6H11.4V22H2ZM12.6 12.6H22V22H12.6Z',
  meta: siMeta.path,
  anthropic: siAnthropic.path,
  gcp: siGooglecloud.path,
};
const NAMES = { adobe: 'Adobe', microsoft: 'Microsoft', meta: 'Meta', anthropic: 'Anthropic', gcp: 'Google Cloud' };

/** Icon on the left, name on the right, the pair centred in the box. */
function iconAndName(id, colour) {
  const iconSize = 26;
  const gap = 9;
  const size = Math.min(15, (150 - iconSize - gap) / (measureWord(NAMES[id], 20, 4.2) / 20));
  const nameWidth = measureWord(NAMES[id], size, 4.2);
  const left = (160 - iconSize - gap - nameWidth) / 2;
  const icon = `<path d="${MARKS[id]}" fill="${colour}" transform="translate(${left} ${24 - iconSize / 2}) scale(${iconSize / 24})"/>`;
  const name = drawWord(NAMES[id], {
    x: left + iconSize + gap,
    baseline: 24 + size / 2,
    size,
    colour,
    weight: 2.7,
    tracking: 4.2,
  });
  return icon + name.svg;
}

/** 'aws' in lower case above a smile that ends in an arrow head. */
function aws(colour) {
  const size = 24;
  const width = measureWord('aws', size, 4.6);
  const x = (160 - width) / 2;
  const word = drawWord('aws', { x, baseline: 28, size, colour, weight: 2.7 });
  const smile = el('path', {
    d: `M${x - 2} 33.5Q${80} 43 ${x + width + 1} 33`,
    fill: 'none',
    stroke: colour,
    'stroke-width': 2.6,
    'stroke-linecap': 'round',
  });
  const head = el('path', {
    d: `M${x + width - 6} 31.2L${x + width + 1.5} 32.6L${x + width - 1.5} 39.4`,
    fill: 'none',
    stroke: colour,
    'stroke-width': 2.6,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  return word.svg + smile + head;
}

const LABELS = {
  adobe: 'Adobe',
  microsoft: 'Microsoft',
  meta: 'Meta',
  anthropic: 'Anthropic',
  aws: 'AWS',
  gcp: 'Google Cloud',
};

function partnerSvg(id, colour) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${LABELS[id]}">` +
    (id === 'aws' ? aws(colour) : iconAndName(id, colour)) +
    '</svg>\n'
  );
}

export async function generatePartners(ids) {
  for (const id of ids) {
    await writeText(publicFile(`/media/partners/${id}-black.svg`), partnerSvg(id, '#000000'));
    await writeText(publicFile(`/media/partners/${id}-white.svg`), partnerSvg(id, '#ffffff'));
  }
}
