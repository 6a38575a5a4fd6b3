// An abstract digital-worker bust: a faceless head with a light visor, a halo
// orbit and the role's icon on a badge. Deliberately not a person.
import { INK } from './colour.mjs';
import { el, round } from './svg.mjs';
import { glowingGlyph } from './art.mjs';

const TAU = Math.PI * 2;

export function avatarDefs(palette) {
  return el(
    'linearGradient',
    { id: 'bust', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': palette.deep, 'stop-opacity': 0.75 }) +
      el('stop', { offset: 0.7, 'stop-color': palette.ground, 'stop-opacity': 0.55 }) +
      el('stop', { offset: 1, 'stop-color': INK.deepest, 'stop-opacity': 0 }),
  );
}

/** The bust centred on `centre`, `size` pixels from the top of the halo to the cut of the shoulders. */
export function avatar(palette, centre, size, phase, glyph) {
  const [cx, cy] = centre;
  const s = size;
  const head = [cx, cy - 0.2 * s];
  // The shoulders run on below the frame, so their closing edge never shows.
  const shoulders =
    `M${round(cx - 0.38 * s)} ${round(cy + 0.95 * s)}` +
    `C${round(cx - 0.38 * s)} ${round(cy + 0.14 * s)} ${round(cx - 0.22 * s)} ${round(cy + 0.03 * s)} ${round(cx)} ${round(cy + 0.03 * s)}` +
    `C${round(cx + 0.22 * s)} ${round(cy + 0.03 * s)} ${round(cx + 0.38 * s)} ${round(cy + 0.14 * s)} ${round(cx + 0.38 * s)} ${round(cy + 0.95 * s)}Z`;
  const outline = (d) =>
    el('path', { d, fill: 'url(#bust)' }) +
    el('path', { d, fill: 'none', stroke: palette.glow, 'stroke-opacity': 0.18, 'stroke-width': 0.03 * s }) +
    el('path', {
      d,
      fill: 'none',
      stroke: palette.light,
      'stroke-opacity': 0.75,
      'stroke-width': Math.max(1, 0.005 * s),
    });
  const headPath =
    `M${round(head[0] - 0.13 * s)} ${round(head[1])}` +
    `a${round(0.13 * s)} ${round(0.16 * s)} 0 1 0 ${round(0.26 * s)} 0` +
    `a${round(0.13 * s)} ${round(0.16 * s)} 0 1 0 ${round(-0.26 * s)} 0Z`;
  const visorGlow = 0.75 + 0.25 * Math.sin(TAU * phase);
  const visor = (width, opacity, colour) =>
    el('line', {
      x1: head[0] - 0.08 * s,
      y1: head[1] - 0.01 * s,
      x2: head[0] + 0.08 * s,
      y2: head[1] - 0.01 * s,
      stroke: colour,
      'stroke-width': width,
      'stroke-opacity': round(opacity * visorGlow),
      'stroke-linecap': 'round',
    });
  const haloY = head[1] - 0.2 * s;
  const halo = el('ellipse', {
    cx: head[0],
    cy: haloY,
    rx: 0.2 * s,
    ry: 0.045 * s,
    fill: 'none',
    stroke: palette.light,
    'stroke-opacity': 0.6,
    'stroke-width': Math.max(1, 0.006 * s),
    'stroke-dasharray': `${round(0.03 * s)} ${round(0.02 * s)}`,
    'stroke-dashoffset': round(phase * 0.05 * s * 6),
  });
  const orbitAngle = TAU * phase;
  const bead = el('circle', {
    cx: head[0] + 0.2 * s * Math.cos(orbitAngle),
    cy: haloY + 0.045 * s * Math.sin(orbitAngle),
    r: Math.max(1.5, 0.012 * s),
    fill: '#ffffff',
  });
  const badgeCentre = [cx + 0.2 * s, cy + 0.26 * s];
  const badge =
    el('circle', { cx: badgeCentre[0], cy: badgeCentre[1], r: 0.1 * s, fill: INK.deepest, 'fill-opacity': 0.7 }) +
    el('circle', {
      cx: badgeCentre[0],
      cy: badgeCentre[1],
      r: 0.1 * s,
      fill: 'none',
      stroke: palette.glow,
      'stroke-opacity': round(0.5 + 0.3 * Math.sin(TAU * phase + 1)),
      'stroke-width': Math.max(1, 0.006 * s),
    }) +
    glowingGlyph(palette, glyph, badgeCentre, 0.12 * s, 0.9);
  return (
    outline(shoulders) +
    outline(headPath) +
    visor(0.06 * s, 0.12, palette.glow) +
    visor(0.018 * s, 0.9, palette.light) +
    halo +
    bead +
    badge
  );
}
