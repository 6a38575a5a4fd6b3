// The shared visual language: ink-navy grounds, soft glows, flowing neural
// lines, orbits, particle fields and the infinity loop. Every layer is a pure
// function of (random stream, phase), so stills and video frames agree and a
// clip loops seamlessly: phase runs 0..1 and every motion has a whole number
// of periods per clip.
import { BRAND, INK } from './colour.mjs';
import { createRandom } from './random.mjs';
import { el, round, smoothPath, lemniscatePath, lemniscatePoint } from './svg.mjs';

const TAU = Math.PI * 2;

/** Gradient definitions every scene uses, keyed by a prefix so several scenes could share a document. */
function groundDefs(id, palette, w, random) {
  const angle = random.range(0, 1);
  const x2 = round(50 + 50 * Math.cos(angle * Math.PI));
  const y2 = round(50 + 50 * Math.sin(angle * Math.PI));
  return (
    el(
      'linearGradient',
      { id: `${id}-ground`, x1: `${100 - x2}%`, y1: `${100 - y2}%`, x2: `${x2}%`, y2: `${y2}%` },
      el('stop', { offset: 0, 'stop-color': INK.deepest }) +
        el('stop', { offset: 0.55, 'stop-color': palette.ground }) +
        el('stop', { offset: 1, 'stop-color': INK.raised }),
    ) +
    radial(`${id}-cobalt`, BRAND.cobalt, 0.55) +
    radial(`${id}-glow`, palette.glow, 0.32) +
    radial(`${id}-deep`, palette.deep, 0.4) +
    el(
      'radialGradient',
      { id: `${id}-vignette`, cx: '50%', cy: '50%', r: '75%' },
      el('stop', { offset: 0.55, 'stop-color': INK.deepest, 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': INK.deepest, 'stop-opacity': 0.75 }),
    ) +
    el(
      'linearGradient',
      { id: `${id}-line`, x1: 0, y1: 0, x2: w, y2: 0, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, 'stop-color': palette.light, 'stop-opacity': 0 }) +
        el('stop', { offset: 0.5, 'stop-color': palette.light, 'stop-opacity': 0.9 }) +
        el('stop', { offset: 1, 'stop-color': palette.glow, 'stop-opacity': 0 }),
    ) +
    el(
      'linearGradient',
      { id: `${id}-scrim`, x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': INK.deepest, 'stop-opacity': 0.7 }) +
        el('stop', { offset: 0.6, 'stop-color': INK.deepest, 'stop-opacity': 0 }),
    ) +
    el(
      'linearGradient',
      { id: `${id}-floor`, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0.5, 'stop-color': INK.deepest, 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': INK.deepest, 'stop-opacity': 0.65 }),
    )
  );
}

function radial(id, colour, opacity) {
  return el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': colour, 'stop-opacity': opacity }) +
      el('stop', { offset: 0.45, 'stop-color': colour, 'stop-opacity': opacity * 0.35 }) +
      el('stop', { offset: 1, 'stop-color': colour, 'stop-opacity': 0 }),
  );
}

/** Soft light pools that drift on small closed circles. */
function glows(id, w, h, random, phase, focus) {
  const size = Math.max(w, h);
  const pools = [
    { fill: `${id}-cobalt`, x: random.range(0.05, 0.35) * w, y: random.range(0.1, 0.9) * h, r: size * 0.55 },
    { fill: `${id}-deep`, x: random.range(0.55, 0.95) * w, y: random.range(0.0, 0.4) * h, r: size * 0.4 },
    { fill: `${id}-glow`, x: focus[0], y: focus[1], r: size * 0.32 },
  ];
  return pools
    .map((pool, index) => {
      const drift = size * 0.02;
      const angle = TAU * phase + index * 2.1;
      return el('ellipse', {
        cx: pool.x + drift * Math.cos(angle),
        cy: pool.y + drift * Math.sin(angle),
        rx: pool.r,
        ry: pool.r * 0.8,
        fill: `url(#${pool.fill})`,
      });
    })
    .join('');
}

/** Bundles of flowing curves across the frame, like signal traces. */
function flowLines(id, w, h, random, phase, count) {
  const base = random.range(0.55, 0.8) * h;
  const amplitude = random.range(0.06, 0.14) * h;
  const waves = random.range(1.2, 2.2);
  const tilt = random.range(-0.15, 0.15) * h;
  const shift = random.range(0, TAU);
  let paths = '';
  for (let line = 0; line < count; line += 1) {
    const spread = (line - count / 2) * h * 0.012;
    const points = [];
    for (let step = 0; step <= 8; step += 1) {
      const u = step / 8;
      const wobble = Math.sin(TAU * phase + line * 0.35 + u * 3) * h * 0.012;
      const y =
        base +
        tilt * (u - 0.5) +
        spread * (1 + u) +
        amplitude * Math.sin(u * waves * Math.PI + shift + line * 0.08) +
        wobble;
      points.push([-0.05 * w + u * 1.1 * w, y]);
    }
    const opacity = 0.12 + 0.28 * (1 - Math.abs(line - count / 2) / (count / 2));
    paths += el('path', {
      d: smoothPath(points),
      fill: 'none',
      stroke: `url(#${id}-line)`,
      'stroke-width': line % 4 === 0 ? 1.6 : 0.9,
      'stroke-opacity': round(opacity),
    });
  }
  return paths;
}

/** Dashed orbits around a centre; dashes travel a whole number of pattern lengths per loop. */
function orbits(palette, centre, radius, random, phase, count) {
  let rings = '';
  for (let ring = 0; ring < count; ring += 1) {
    const rx = radius * (0.9 + ring * 0.32);
    const ry = rx * random.range(0.32, 0.5);
    const rotation = random.range(-35, 35);
    const dash = random.pick([2, 6, 14]);
    const gap = random.pick([8, 14, 22]);
    const direction = ring % 2 === 0 ? 1 : -1;
    rings += el('ellipse', {
      cx: centre[0],
      cy: centre[1],
      rx,
      ry,
      fill: 'none',
      stroke: ring % 2 === 0 ? palette.light : palette.glow,
      'stroke-opacity': round(0.45 - ring * 0.07),
      'stroke-width': 1.2,
      'stroke-dasharray': `${dash} ${gap}`,
      'stroke-dashoffset': round(direction * phase * (dash + gap) * 4),
      transform: `rotate(${round(rotation)} ${round(centre[0])} ${round(centre[1])})`,
    });
    const t = TAU * (phase * direction + ring / count);
    const spark = [
      centre[0] +
        rx * Math.cos(t) * Math.cos((rotation * Math.PI) / 180) -
        ry * Math.sin(t) * Math.sin((rotation * Math.PI) / 180),
      centre[1] +
        rx * Math.cos(t) * Math.sin((rotation * Math.PI) / 180) +
        ry * Math.sin(t) * Math.cos((rotation * Math.PI) / 180),
    ];
    rings += el('circle', { cx: spark[0], cy: spark[1], r: 7, fill: palette.glow, 'fill-opacity': 0.18 });
    rings += el('circle', { cx: spark[0], cy: spark[1], r: 2.4, fill: palette.light });
  }
  return rings;
}

/** A loose neural network: nodes that pulse, joined to their near neighbours. */
function network(palette, w, h, random, phase, count, area) {
  const nodes = Array.from({ length: count }, () => ({
    x: area.x + random.range(0, area.w),
    y: area.y + random.range(0, area.h),
    pulse: random.range(0, TAU),
  }));
  const reach = Math.hypot(area.w, area.h) * 0.22;
  let links = '';
  nodes.forEach((a, i) => {
    nodes.slice(i + 1).forEach((b) => {
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance < reach) {
        links += el('line', {
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: palette.glow,
          'stroke-opacity': round(0.28 * (1 - distance / reach)),
          'stroke-width': 0.8,
        });
      }
    });
  });
  const dots = nodes
    .map((node) => {
      const glow = 0.5 + 0.5 * Math.sin(TAU * phase + node.pulse);
      return (
        el('circle', { cx: node.x, cy: node.y, r: 6, fill: palette.glow, 'fill-opacity': round(0.08 + 0.14 * glow) }) +
        el('circle', { cx: node.x, cy: node.y, r: 1.8, fill: palette.light, 'fill-opacity': round(0.5 + 0.5 * glow) })
      );
    })
    .join('');
  return links + dots;
}

/** Dust of small lights; each drifts on its own small circle. */
function particles(palette, w, h, random, phase, count) {
  let dots = '';
  for (let i = 0; i < count; i += 1) {
    const x = random.range(0, w);
    const y = random.range(0, h);
    const r = random.range(0.5, 1.9);
    const drift = random.range(2, 9);
    const offset = random.range(0, TAU);
    const direction = random.next() > 0.5 ? 1 : -1;
    const t = TAU * phase * direction + offset;
    const opacity = 0.25 + 0.55 * random.next() * (0.6 + 0.4 * Math.sin(TAU * phase + offset));
    dots += el('circle', {
      cx: x + drift * Math.cos(t),
      cy: y + drift * Math.sin(t),
      r,
      fill: random.next() > 0.3 ? palette.light : '#ffffff',
      'fill-opacity': round(opacity),
    });
  }
  return dots;
}

/** The infinity loop, drawn large and faint, with a light running along it once per loop. */
export function infinityLoop(palette, centre, halfWidth, phase, strength = 1) {
  const d = lemniscatePath(centre[0], centre[1], halfWidth, 1.25);
  const [x, y] = lemniscatePoint(TAU * phase + 0.6, halfWidth, 1.25);
  const head = [centre[0] + x, centre[1] + y];
  return (
    el('path', { d, fill: 'none', stroke: palette.glow, 'stroke-opacity': 0.07 * strength, 'stroke-width': 14 }) +
    el('path', { d, fill: 'none', stroke: palette.light, 'stroke-opacity': 0.28 * strength, 'stroke-width': 1.4 }) +
    el('circle', { cx: head[0], cy: head[1], r: 16, fill: palette.glow, 'fill-opacity': 0.16 * strength }) +
    el('circle', { cx: head[0], cy: head[1], r: 3.4, fill: '#ffffff', 'fill-opacity': 0.9 * strength })
  );
}

/**
 * Draws a 24-unit stroke icon large, with a layered glow (wide faint strokes under a
 * bright thin one), centred on `centre` at `size` pixels.
 */
export function glowingGlyph(palette, glyph, centre, size, strength = 1) {
  const scale = size / 24;
  const transform = `translate(${round(centre[0] - size / 2)} ${round(centre[1] - size / 2)}) scale(${round(scale, 3)})`;
  const layer = (stroke, width, opacity) =>
    el('path', {
      d: glyph,
      fill: 'none',
      stroke,
      'stroke-width': round(width / scale, 3),
      'stroke-opacity': round(opacity * strength),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  return el(
    'g',
    { transform },
    layer(palette.glow, size * 0.09, 0.1) +
      layer(palette.glow, size * 0.045, 0.25) +
      layer(palette.light, size * 0.017, 0.95) +
      layer('#ffffff', size * 0.007, 0.8 * strength),
  );
}

/**
 * A full abstract scene. layout 'hero' keeps the left side calm and dark for
 * text and puts the subject right of centre; 'card' centres the subject.
 */
export function scene({ w, h, seed, palette, glyph, phase = 0, layout = 'card', detail = 1, extra = '', loop = true }) {
  const id = 'a';
  // One stream for the fixed composition, so animation never moves the layout.
  const random = createRandom(seed);
  const focus =
    layout === 'hero'
      ? [w * random.range(0.66, 0.74), h * random.range(0.42, 0.52)]
      : [w * random.range(0.46, 0.54), h * random.range(0.44, 0.52)];
  const short = Math.min(w, h);
  const defs = groundDefs(id, palette, w, random);
  const area = layout === 'hero' ? { x: w * 0.4, y: h * 0.05, w: w * 0.6, h: h * 0.9 } : { x: 0, y: 0, w, h };
  const body =
    el('rect', { width: w, height: h, fill: `url(#${id}-ground)` }) +
    glows(id, w, h, random, phase, focus) +
    // Behind a figure the loop would read as ears, so avatar scenes leave it out.
    (loop
      ? infinityLoop(palette, [w * 0.5, h * random.range(0.45, 0.6)], w * random.range(0.42, 0.5), phase, 0.8)
      : '') +
    flowLines(id, w, h, random, phase, Math.round(14 * detail)) +
    network(palette, w, h, random, phase, Math.round(22 * detail), area) +
    particles(palette, w, h, random, phase, Math.round(70 * detail)) +
    (glyph ? orbits(palette, focus, short * 0.26, random, phase, 3) : '') +
    extra +
    (glyph
      ? glowingGlyph(palette, glyph, focus, short * (layout === 'hero' ? 0.34 : 0.4), layout === 'hero' ? 0.85 : 1)
      : '') +
    (layout === 'hero' ? el('rect', { width: w, height: h, fill: `url(#${id}-scrim)` }) : '') +
    el('rect', { width: w, height: h, fill: `url(#${id}-floor)` }) +
    el('rect', { width: w, height: h, fill: `url(#${id}-vignette)` });
  return { defs, body, focus };
}
