// Product screens drawn in our own layout language: a device (browser window,
// phone, tablet), an app bar, then blocks stacked top to bottom (lists, photo
// tiles, charts, maps, forms...). Words are drawn as text bars, never letters,
// so the images show the structure of a screen and the alt text says so.
// Colours come from the site's semantic tokens (lib/tokens.mjs).
import { GLYPHS } from './glyphs.mjs';
import { createRandom } from './random.mjs';
import { el, round, smoothPath } from './svg.mjs';

const rect = (x, y, w, h, fill, extra = {}) =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });

/** A line of text as a rounded bar. */
const bar = (x, y, w, h, fill) => rect(x, y, w, h, fill, { rx: h / 2 });

/** A subject icon (24-unit stroke glyph) centred on (cx, cy). */
function icon(name, cx, cy, size, colour, weight = 1.7) {
  const d = GLYPHS[name];
  if (!d) throw new Error(`No glyph ${name}`);
  const s = size / 24;
  return el('path', {
    d,
    transform: `translate(${round(cx - size / 2)} ${round(cy - size / 2)}) scale(${round(s, 4)})`,
    fill: 'none',
    stroke: colour,
    'stroke-width': weight,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

const checkMark = (cx, cy, size, colour, weight = 2.4) =>
  el('path', {
    d: `M${round(cx - size * 0.35)} ${round(cy)}L${round(cx - size * 0.08)} ${round(cy + size * 0.27)}L${round(cx + size * 0.38)} ${round(cy - size * 0.28)}`,
    fill: 'none',
    stroke: colour,
    'stroke-width': weight,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** A picture placeholder that still says what it shows: the subject's icon on a tinted ground. */
function photo(s, x, y, w, h, glyph = s.glyph, { rx = 10 } = {}) {
  const { c, id } = s;
  return (
    rect(x, y, w, h, `url(#${id}-photo)`, { rx: rx * s.u }) +
    icon(glyph, x + w / 2, y + h / 2, Math.min(w, h) * 0.5, c.accent, 1.5)
  );
}

const button = (s, x, y, w, h, variant = 'primary') => {
  const { c, u } = s;
  const filled = variant === 'primary';
  return (
    rect(x, y, w, h, filled ? c.accent : c.surface, {
      rx: h / 2,
      stroke: filled ? undefined : c.borderStrong,
      'stroke-width': filled ? undefined : 1.5 * u,
    }) + bar(x + w / 2 - w * 0.2, y + h / 2 - 4 * u, w * 0.4, 8 * u, filled ? c.accentFg : c.fg)
  );
};

const pill = (s, x, y, w, h, tone) => {
  const { c } = s;
  const fills = {
    accent: [c.accentSubtle, c.accent],
    success: [c.accentSubtle, c.success],
    muted: [c.surfaceMuted, c.fgMuted],
  };
  const [ground, ink] = fills[tone] ?? fills.muted;
  return rect(x, y, w, h, ground, { rx: h / 2 }) + bar(x + h * 0.45, y + h / 2 - h * 0.16, w - h * 0.9, h * 0.32, ink);
};

/** Camera framing guides: an L at each corner, just outside the framed box. */
function cornerGuides(s, dx, dy, dw, dh) {
  const { c, u } = s;
  const m = 14 * u;
  const len = 30 * u;
  const corners = [
    [dx - m, dy - m, 1, 1],
    [dx + dw + m, dy - m, -1, 1],
    [dx - m, dy + dh + m, 1, -1],
    [dx + dw + m, dy + dh + m, -1, -1],
  ];
  return corners
    .map(([cx, cy, sx, sy]) =>
      el('path', {
        d: `M${round(cx)} ${round(cy + sy * len)}V${round(cy)}H${round(cx + sx * len)}`,
        fill: 'none',
        stroke: c.glow,
        'stroke-width': 5 * u,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
}

// ---- Blocks: each fills the box it is given. ----

const BLOCKS = {
  /** Screen title with icon buttons on the right. */
  appBar(s, { x, y, w, h }, { back = false } = {}) {
    const { c, u } = s;
    let out = '';
    let left = x;
    if (back) {
      out += el('path', {
        d: `M${x + 10 * u} ${y + h / 2 - 7 * u}L${x + 3 * u} ${y + h / 2}L${x + 10 * u} ${y + h / 2 + 7 * u}`,
        fill: 'none',
        stroke: c.fg,
        'stroke-width': 2 * u,
        'stroke-linecap': 'round',
      });
      left += 24 * u;
    }
    out += bar(left, y + h / 2 - 7 * u, w * 0.38, 14 * u, c.fg);
    out +=
      circle(x + w - 14 * u, y + h / 2, 14 * u, c.surfaceMuted) + circle(x + w - 14 * u, y + h / 2, 5 * u, c.fgMuted);
    return out;
  },
  /** A row of photo tiles. */
  photos(s, { x, y, w, h }, { count = 3, glyphs } = {}) {
    const gap = 10 * s.u;
    const tw = (w - gap * (count - 1)) / count;
    return Array.from({ length: count }, (_, i) => photo(s, x + i * (tw + gap), y, tw, h, glyphs?.[i] ?? s.glyph)).join(
      '',
    );
  },
  /** One wide picture with a caption card over its lower edge. */
  banner(s, { x, y, w, h }) {
    const { c, u } = s;
    return (
      photo(s, x, y, w, h) +
      rect(x + 12 * u, y + h - 58 * u, w * 0.6, 46 * u, c.surface, { rx: 10 * u, opacity: 0.94 }) +
      bar(x + 24 * u, y + h - 46 * u, w * 0.4, 10 * u, c.fg) +
      bar(x + 24 * u, y + h - 30 * u, w * 0.28, 7 * u, c.fgMuted)
    );
  },
  /** List rows: leading thumbnail or status, two text lines, a trailing pill, amount, check or button. */
  rows(s, { x, y, w, h }, { count = 4, lead = 'photo', trail = 'pill', tones = [], highlight = -1, glyphs } = {}) {
    const { c, u, r } = s;
    const rh = h / count;
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const top = y + i * rh;
      const mid = top + rh / 2;
      const size = Math.min(rh - 12 * u, 54 * u);
      if (i === highlight) out += rect(x - 6 * u, top + 3 * u, w + 12 * u, rh - 6 * u, c.accentSubtle, { rx: 10 * u });
      else if (i > 0) out += rect(x, top, w, 1 * u, c.border);
      let tx = x;
      if (lead === 'photo') {
        out += photo(s, x, mid - size / 2, size, size, glyphs?.[i] ?? s.glyph, { rx: 8 });
        tx += size + 14 * u;
      } else if (lead === 'avatar') {
        out +=
          circle(x + size / 2, mid, size / 2, c.accentSubtle) +
          icon(glyphs?.[i] ?? s.glyph, x + size / 2, mid, size * 0.55, c.accent, 1.6);
        tx += size + 14 * u;
      } else if (lead === 'dot') {
        const tone = tones[i] ?? 'accent';
        out += circle(x + 8 * u, mid, 8 * u, tone === 'danger' ? c.danger : tone === 'success' ? c.success : c.accent);
        tx += 26 * u;
      }
      const trailW = trail === 'none' ? 0 : trail === 'check' ? 30 * u : 86 * u;
      const tw = w - (tx - x) - trailW - 12 * u;
      out += bar(tx, mid - 12 * u, tw * r.range(0.5, 0.85), 10 * u, c.fg);
      out += bar(tx, mid + 5 * u, tw * r.range(0.3, 0.6), 7 * u, c.fgMuted);
      const rx = x + w - trailW;
      if (trail === 'pill') out += pill(s, rx, mid - 12 * u, trailW, 24 * u, tones[i] ?? 'accent');
      if (trail === 'amount') out += bar(rx + trailW * 0.35, mid - 5 * u, trailW * 0.65, 10 * u, c.fg);
      if (trail === 'button')
        out += button(s, rx, mid - 15 * u, trailW, 30 * u, i === highlight ? 'primary' : 'outline');
      if (trail === 'check') {
        const done = (tones[i] ?? 'success') === 'success';
        out += circle(rx + 15 * u, mid, 13 * u, done ? c.success : c.surface, {
          stroke: done ? undefined : c.borderStrong,
          'stroke-width': 1.5 * u,
        });
        if (done) out += checkMark(rx + 15 * u, mid, 14 * u, c.surface, 2.2 * u);
      }
    }
    return out;
  },
  /** Priced lines, a divider and a bold total. */
  lineItems(s, { x, y, w, h }, { count = 4 } = {}) {
    const { c, u, r } = s;
    const rh = h / (count + 1);
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const mid = y + i * rh + rh / 2;
      out += circle(x + 5 * u, mid, 4 * u, c.glow);
      out += bar(x + 18 * u, mid - 4 * u, w * r.range(0.35, 0.55), 8 * u, c.fgMuted);
      out += bar(x + w - w * 0.14, mid - 4 * u, w * 0.14, 8 * u, c.fg);
    }
    const ty = y + count * rh;
    out += rect(x, ty, w, 1.5 * u, c.borderStrong);
    out +=
      bar(x, ty + rh / 2 - 6 * u, w * 0.2, 12 * u, c.fg) +
      bar(x + w - w * 0.18, ty + rh / 2 - 6 * u, w * 0.18, 12 * u, c.fg);
    return out;
  },
  button(s, { x, y, w, h }, { variant = 'primary', width = 1, pair = false } = {}) {
    if (pair) {
      const gap = 12 * s.u;
      const bw = (w - gap) / 2;
      return button(s, x, y, bw, h, 'outline') + button(s, x + bw + gap, y, bw, h, 'primary');
    }
    const bw = w * width;
    return button(s, x + (w - bw) / 2, y, bw, h, variant);
  },
  /** Time slots as a grid of chips: chosen ones filled, taken ones struck through. */
  slots(s, { x, y, w, h }, { cols = 3, rows = 3, chosen = [1], taken = [3, 5] } = {}) {
    const { c, u } = s;
    const gap = 10 * u;
    const cw = (w - gap * (cols - 1)) / cols;
    const ch = Math.min((h - gap * (rows - 1)) / rows, 44 * u);
    let out = '';
    for (let i = 0; i < cols * rows; i += 1) {
      const cx = x + (i % cols) * (cw + gap);
      const cy = y + Math.floor(i / cols) * (ch + gap);
      const isChosen = chosen.includes(i);
      const isTaken = taken.includes(i);
      out += rect(cx, cy, cw, ch, isChosen ? c.accent : isTaken ? c.surfaceMuted : c.surface, {
        rx: ch / 2,
        stroke: isChosen ? undefined : isTaken ? c.border : c.borderStrong,
        'stroke-width': 1.5 * u,
      });
      out += bar(
        cx + cw * 0.3,
        cy + ch / 2 - 4 * u,
        cw * 0.4,
        8 * u,
        isChosen ? c.accentFg : isTaken ? c.border : c.fg,
      );
      if (isTaken) out += rect(cx + cw * 0.22, cy + ch / 2 - 0.75 * u, cw * 0.56, 1.5 * u, c.fgMuted);
    }
    return out;
  },
  /** Milestones on a vertical line: done ones ticked, the current one ringed, later ones hollow. */
  timeline(s, { x, y, w, h }, { count = 5, done = 3 } = {}) {
    const { c, u, r } = s;
    const step = h / count;
    const cx = x + 14 * u;
    let out = rect(cx - 1.5 * u, y + step / 2, 3 * u, step * (count - 1), c.border);
    out += rect(cx - 1.5 * u, y + step / 2, 3 * u, step * Math.max(0, done), c.accent);
    for (let i = 0; i < count; i += 1) {
      const cy = y + step * i + step / 2;
      if (i < done) out += circle(cx, cy, 12 * u, c.accent) + checkMark(cx, cy, 12 * u, c.accentFg, 2.2 * u);
      else if (i === done) out += circle(cx, cy, 12 * u, c.surface, { stroke: c.accent, 'stroke-width': 4 * u });
      else out += circle(cx, cy, 10 * u, c.surface, { stroke: c.border, 'stroke-width': 2.5 * u });
      const tone = i <= done ? c.fg : c.fgMuted;
      out += bar(x + 42 * u, cy - 11 * u, (w - 42 * u) * r.range(0.4, 0.7), 10 * u, tone);
      out += bar(x + 42 * u, cy + 5 * u, (w - 42 * u) * r.range(0.25, 0.45), 7 * u, c.fgMuted);
    }
    return out;
  },
  /** A chart card: bars, a line, or a line with its confidence band. */
  chart(s, { x, y, w, h }, { kind = 'bars', points = 8 } = {}) {
    const { c, u, r, id } = s;
    let out = rect(x, y, w, h, c.surface, { rx: 12 * u, stroke: c.border, 'stroke-width': 1.5 * u });
    const px = x + 18 * u;
    const pw = w - 36 * u;
    const top = y + 40 * u;
    const base = y + h - 18 * u;
    out += bar(px, y + 14 * u, pw * 0.3, 10 * u, c.fg);
    for (let g = 0; g < 3; g += 1) out += rect(px, top + ((base - top) * g) / 3, pw, 1 * u, c.border);
    out += rect(px, base, pw, 1.5 * u, c.borderStrong);
    const values = Array.from({ length: points }, (_, i) => 0.3 + 0.5 * (i / points) + r.range(-0.12, 0.15));
    if (kind === 'bars') {
      const bw = pw / points;
      values.forEach((v, i) => {
        out += rect(
          px + i * bw + bw * 0.18,
          base - (base - top) * v,
          bw * 0.64,
          (base - top) * v,
          i === points - 1 ? c.accent : c.glow,
          { rx: 3 * u },
        );
      });
      return out;
    }
    const at = (v, i) => [px + (pw * i) / (points - 1), base - (base - top) * v];
    if (kind === 'band') {
      const upper = values.map((v, i) => at(Math.min(0.98, v + 0.06 + i * 0.02), i));
      const lower = values.map((v, i) => at(Math.max(0.02, v - 0.06 - i * 0.02), i)).reverse();
      out += el('path', { d: `${smoothPath(upper)}L${smoothPath(lower).slice(1)}Z`, fill: c.glow, opacity: 0.25 });
    } else {
      out += el('path', {
        d: `${smoothPath(values.map(at))}L${px + pw} ${base}L${px} ${base}Z`,
        fill: `url(#${id}-area)`,
      });
    }
    out += el('path', {
      d: smoothPath(values.map(at)),
      fill: 'none',
      stroke: c.accent,
      'stroke-width': 3 * u,
      'stroke-linecap': 'round',
    });
    const [lx, ly] = at(values.at(-1), points - 1);
    return out + circle(lx, ly, 5 * u, c.accent);
  },
  /** Key figures in tiles: a label, a big figure and a small trend. */
  stats(s, { x, y, w, h }, { count = 3 } = {}) {
    const { c, u, r } = s;
    const gap = 12 * u;
    const tw = (w - gap * (count - 1)) / count;
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const tx = x + i * (tw + gap);
      out += rect(tx, y, tw, h, c.surface, { rx: 12 * u, stroke: c.border, 'stroke-width': 1.5 * u });
      out += bar(tx + 14 * u, y + 14 * u, tw * 0.45, 7 * u, c.fgMuted);
      out += bar(tx + 14 * u, y + h / 2 - 6 * u, tw * r.range(0.35, 0.55), 16 * u, c.fg);
      out += pill(s, tx + 14 * u, y + h - 30 * u, tw * 0.32, 18 * u, 'success');
    }
    return out;
  },
  /** Columns of cards, one column per stage. */
  board(s, { x, y, w, h }, { columns = 4, cards = [3, 2, 3, 1] } = {}) {
    const { c, u, r } = s;
    const gap = 12 * u;
    const cw = (w - gap * (columns - 1)) / columns;
    const ch = 74 * u;
    let out = '';
    for (let col = 0; col < columns; col += 1) {
      const cx = x + col * (cw + gap);
      out += rect(cx, y, cw, h, c.surfaceMuted, { rx: 12 * u });
      out +=
        bar(cx + 12 * u, y + 14 * u, cw * 0.45, 9 * u, c.fg) +
        circle(cx + cw - 20 * u, y + 18 * u, 9 * u, c.accentSubtle);
      for (let k = 0; k < (cards[col] ?? 0); k += 1) {
        const cy = y + 40 * u + k * (ch + 10 * u);
        if (cy + ch > y + h) break;
        out += rect(cx + 8 * u, cy, cw - 16 * u, ch, c.surface, {
          rx: 10 * u,
          stroke: c.border,
          'stroke-width': 1.2 * u,
        });
        out += photo(s, cx + 16 * u, cy + 10 * u, 34 * u, 34 * u, s.glyph, { rx: 6 });
        out += bar(cx + 58 * u, cy + 14 * u, (cw - 82 * u) * r.range(0.6, 0.95), 8 * u, c.fg);
        out += bar(cx + 58 * u, cy + 30 * u, (cw - 82 * u) * r.range(0.4, 0.7), 6 * u, c.fgMuted);
        out += pill(s, cx + 16 * u, cy + ch - 24 * u, cw * 0.4, 16 * u, r.pick(['accent', 'success', 'muted']));
      }
    }
    return out;
  },
  /** A street map with a route from a start dot to a destination pin. */
  map(s, { x, y, w, h }, { pins = 1, route = true } = {}) {
    const { c, u, r, id } = s;
    let out = el('clipPath', { id: `${id}-map` }, rect(x, y, w, h, '#000', { rx: 12 * u }));
    let streets = rect(x, y, w, h, c.surfaceMuted);
    for (let i = 1; i < 6; i += 1) {
      streets += rect(x, y + (h * i) / 6 + r.range(-8, 8) * u, w, 7 * u, c.surface);
      streets += rect(x + (w * i) / 5 + r.range(-8, 8) * u, y, 7 * u, h, c.surface);
    }
    streets += rect(x + w * 0.58, y + h * 0.12, w * 0.22, h * 0.2, c.accentSubtle, { rx: 8 * u });
    const start = [x + w * 0.2, y + h * 0.78];
    const end = [x + w * 0.72, y + h * 0.3];
    if (route) {
      const path = smoothPath([start, [x + w * 0.3, y + h * 0.5], [x + w * 0.55, y + h * 0.52], end]);
      streets += el('path', {
        d: path,
        fill: 'none',
        stroke: c.accent,
        'stroke-width': 6 * u,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${14 * u} ${10 * u}`,
      });
      streets += circle(start[0], start[1], 12 * u, c.accent, { stroke: c.surface, 'stroke-width': 4 * u });
    }
    const pinAt = (px, py) =>
      el('path', {
        d: `M${px} ${py}c${-14 * u} ${-16 * u} ${-16 * u} ${-22 * u} ${-16 * u} ${-28 * u}a${16 * u} ${16 * u} 0 0 1 ${32 * u} 0c0 ${6 * u} ${-2 * u} ${12 * u} ${-16 * u} ${28 * u}Z`,
        fill: c.danger,
      }) + circle(px, py - 28 * u, 6 * u, c.surface);
    streets += pinAt(end[0], end[1]);
    for (let i = 1; i < pins; i += 1) streets += pinAt(x + w * r.range(0.15, 0.85), y + h * r.range(0.25, 0.85));
    out += el('g', { 'clip-path': `url(#${id}-map)` }, streets);
    return out;
  },
  /** Message bubbles, theirs on the left, ours on the right, and a reply field. */
  chat(s, { x, y, w, h }, { messages = ['in', 'out', 'in', 'out'] } = {}) {
    const { c, u, r } = s;
    const fieldH = 44 * u;
    const step = (h - fieldH - 16 * u) / messages.length;
    let out = '';
    messages.forEach((side, i) => {
      const bw = w * r.range(0.5, 0.68);
      const bh = Math.min(step - 12 * u, 64 * u);
      const bx = side === 'in' ? x + 40 * u : x + w - bw;
      const by = y + i * step;
      if (side === 'in')
        out +=
          circle(x + 14 * u, by + bh - 14 * u, 14 * u, c.accentSubtle) +
          icon(s.glyph, x + 14 * u, by + bh - 14 * u, 16 * u, c.accent, 1.8);
      out += rect(bx, by, bw, bh, side === 'in' ? c.surfaceMuted : c.accent, { rx: 16 * u });
      const ink = side === 'in' ? c.fgMuted : c.accentFg;
      out += bar(bx + 14 * u, by + 14 * u, bw * 0.75, 7 * u, ink);
      if (bh > 44 * u) out += bar(bx + 14 * u, by + 30 * u, bw * 0.5, 7 * u, ink);
    });
    const fy = y + h - fieldH;
    out += rect(x, fy, w, fieldH, c.surface, { rx: fieldH / 2, stroke: c.borderStrong, 'stroke-width': 1.5 * u });
    out += bar(x + 18 * u, fy + fieldH / 2 - 4 * u, w * 0.4, 8 * u, c.border);
    out += circle(x + w - fieldH / 2, fy + fieldH / 2, fieldH / 2 - 6 * u, c.accent);
    return out;
  },
  /** A month grid: marked days carry dots, the chosen day is filled. */
  calendar(s, { x, y, w, h }, { marked = [3, 8, 10, 15, 17, 22, 24], chosen = 10 } = {}) {
    const { c, u } = s;
    const cell = Math.min(w / 7, (h - 26 * u) / 5);
    const left = x + (w - cell * 7) / 2;
    let out = '';
    for (let d = 0; d < 7; d += 1) out += bar(left + d * cell + cell * 0.3, y, cell * 0.4, 7 * u, c.fgMuted);
    for (let i = 0; i < 35; i += 1) {
      const cx = left + (i % 7) * cell + cell / 2;
      const cy = y + 26 * u + Math.floor(i / 7) * cell + cell / 2;
      if (i === chosen) out += circle(cx, cy, cell * 0.4, c.accent);
      out += bar(cx - cell * 0.14, cy - 4 * u, cell * 0.28, 8 * u, i === chosen ? c.accentFg : c.fg);
      if (marked.includes(i) && i !== chosen) out += circle(cx, cy + cell * 0.28, 3 * u, c.accent);
    }
    return out;
  },
  /** Labelled input fields, an optional consent checkbox. */
  fields(s, { x, y, w, h }, { count = 3, checkbox = false } = {}) {
    const { c, u, r } = s;
    const rows = count + (checkbox ? 1 : 0);
    const step = h / rows;
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const fy = y + i * step;
      out += bar(x, fy, w * r.range(0.2, 0.35), 8 * u, c.fg);
      out += rect(x, fy + 16 * u, w, Math.min(step - 26 * u, 44 * u), c.surface, {
        rx: 8 * u,
        stroke: c.borderStrong,
        'stroke-width': 1.5 * u,
      });
      out += bar(
        x + 14 * u,
        fy + 16 * u + Math.min(step - 26 * u, 44 * u) / 2 - 4 * u,
        w * r.range(0.3, 0.5),
        8 * u,
        c.fgMuted,
      );
    }
    if (checkbox) {
      const fy = y + count * step + 6 * u;
      out +=
        rect(x, fy, 22 * u, 22 * u, c.accent, { rx: 5 * u }) +
        checkMark(x + 11 * u, fy + 11 * u, 14 * u, c.accentFg, 2.2 * u);
      out += bar(x + 34 * u, fy + 7 * u, w * 0.6, 8 * u, c.fgMuted);
    }
    return out;
  },
  /** A profile header: round badge with the subject icon (no face), name, rating stars and tags. */
  profile(s, { x, y, w, h }, { stars = 5, tags = 3 } = {}) {
    const { c, u, r } = s;
    const size = Math.min(h - 10 * u, 96 * u);
    let out =
      circle(x + size / 2, y + size / 2, size / 2, c.accentSubtle) +
      icon(s.glyph, x + size / 2, y + size / 2, size * 0.5, c.accent, 1.5);
    const tx = x + size + 18 * u;
    out += bar(tx, y + size * 0.12, (w - size) * 0.5, 13 * u, c.fg);
    for (let i = 0; i < 5; i += 1) {
      const sx = tx + i * 20 * u + 8 * u;
      const sy = y + size * 0.45;
      const star = Array.from({ length: 10 }, (_, k) => {
        const a = (Math.PI / 5) * k - Math.PI / 2;
        const rr = (k % 2 ? 3.4 : 8) * u;
        return `${k ? 'L' : 'M'}${round(sx + rr * Math.cos(a))} ${round(sy + rr * Math.sin(a))}`;
      }).join('');
      out += el('path', { d: `${star}Z`, fill: i < stars ? c.glow : c.border });
    }
    const tagW = Math.min(68 * u, (x + w - tx) / tags - 8 * u);
    for (let i = 0; i < tags; i += 1)
      out += pill(s, tx + i * (tagW + 8 * u), y + size * 0.68, tagW, 22 * u, i === 0 ? 'accent' : 'muted');
    return out + bar(tx + 110 * u, y + size * 0.45 - 4 * u, (w - size) * r.range(0.15, 0.25), 8 * u, c.fgMuted);
  },
  /** Cards in a grid, each a picture, a name, a line and an add button. */
  grid(s, { x, y, w, h }, { cols = 2, rows = 2, glyphs, selected = [] } = {}) {
    const { c, u, r } = s;
    const gap = 12 * u;
    const cw = (w - gap * (cols - 1)) / cols;
    const ch = (h - gap * (rows - 1)) / rows;
    let out = '';
    for (let i = 0; i < cols * rows; i += 1) {
      const cx = x + (i % cols) * (cw + gap);
      const cy = y + Math.floor(i / cols) * (ch + gap);
      const on = selected.includes(i);
      out += rect(cx, cy, cw, ch, c.surface, {
        rx: 12 * u,
        stroke: on ? c.accent : c.border,
        'stroke-width': (on ? 3 : 1.2) * u,
      });
      const ph = ch * 0.56;
      out += photo(s, cx + 8 * u, cy + 8 * u, cw - 16 * u, ph - 8 * u, glyphs?.[i % glyphs.length] ?? s.glyph, {
        rx: 8,
      });
      out += bar(cx + 12 * u, cy + ph + 12 * u, cw * r.range(0.45, 0.7), 9 * u, c.fg);
      out += bar(cx + 12 * u, cy + ph + 28 * u, cw * 0.3, 7 * u, c.fgMuted);
      const bx = cx + cw - 26 * u;
      const by = cy + ch - 26 * u;
      out += circle(bx, by, 14 * u, on ? c.accent : c.accentSubtle);
      out += on
        ? checkMark(bx, by, 12 * u, c.accentFg, 2.2 * u)
        : el('path', {
            d: `M${bx - 6 * u} ${by}H${bx + 6 * u}M${bx} ${by - 6 * u}V${by + 6 * u}`,
            stroke: c.accent,
            'stroke-width': 2.2 * u,
            'stroke-linecap': 'round',
          });
    }
    return out;
  },
  /** A floor plan seen from above: round and square tables, booked ones filled. */
  floor(s, { x, y, w, h }, { booked = [0, 2, 3, 6, 7] } = {}) {
    const { c, u } = s;
    let out = rect(x, y, w, h, c.surfaceMuted, { rx: 14 * u });
    out += rect(x + w * 0.04, y + h * 0.06, w * 0.06, h * 0.88, c.border, { rx: 6 * u });
    const spots = [
      [0.22, 0.22, 'round'],
      [0.4, 0.22, 'round'],
      [0.58, 0.22, 'square'],
      [0.8, 0.22, 'square'],
      [0.22, 0.55, 'square'],
      [0.4, 0.55, 'round'],
      [0.62, 0.55, 'round'],
      [0.84, 0.55, 'round'],
      [0.3, 0.84, 'square'],
      [0.55, 0.84, 'square'],
      [0.8, 0.84, 'round'],
    ];
    const size = Math.min(w, h) * 0.13;
    spots.forEach(([fx, fy, shape], i) => {
      const cx = x + w * fx;
      const cy = y + h * fy;
      const fill = booked.includes(i) ? c.accent : c.surface;
      const seats = shape === 'round' ? 4 : 4;
      for (let k = 0; k < seats; k += 1) {
        const a = (Math.PI / 2) * k + Math.PI / 4;
        out += circle(cx + Math.cos(a) * size * 0.78, cy + Math.sin(a) * size * 0.78, size * 0.16, c.borderStrong);
      }
      out +=
        shape === 'round'
          ? circle(cx, cy, size / 2, fill, { stroke: c.borderStrong, 'stroke-width': 1.5 * u })
          : rect(cx - size / 2, cy - size / 2, size, size, fill, {
              rx: 6 * u,
              stroke: c.borderStrong,
              'stroke-width': 1.5 * u,
            });
    });
    return out;
  },
  /** A camera viewfinder framing a document with corner brackets, and a shutter button. */
  scan(s, { x, y, w, h }, { doc = 'card' } = {}) {
    const { c, u, r } = s;
    let out = rect(x, y, w, h, c.surfaceInverse, { rx: 14 * u });
    const ratio = doc === 'card' ? 0.62 : 0.8;
    const dw = Math.min(w * 0.72, (h - 150 * u) / ratio);
    const dh = dw * ratio;
    const dx = x + (w - dw) / 2;
    const dy = y + (h - dh) / 2 - 24 * u;
    if (doc === 'code') {
      const side = Math.min(dw, h - 110 * u);
      return (
        out +
        BLOCKS.code(s, { x: x + (w - side) / 2, y: y + 24 * u, w: side, h: side }) +
        cornerGuides(s, x + (w - side) / 2, y + 24 * u, side, side) +
        circle(x + w / 2, y + h - 40 * u, 24 * u, c.surface) +
        circle(x + w / 2, y + h - 40 * u, 18 * u, c.surface, { stroke: c.surfaceInverse, 'stroke-width': 3 * u })
      );
    }
    out += rect(dx, dy, dw, dh, c.surface, {
      rx: 10 * u,
      transform: `rotate(-3 ${round(dx + dw / 2)} ${round(dy + dh / 2)})`,
    });
    out += el(
      'g',
      { transform: `rotate(-3 ${round(dx + dw / 2)} ${round(dy + dh / 2)})` },
      (doc === 'card'
        ? rect(dx + 14 * u, dy + 14 * u, dw - 28 * u, 22 * u, c.accent, { rx: 4 * u })
        : icon(s.glyph, dx + 34 * u, dy + 34 * u, 36 * u, c.accent, 1.8)) +
        Array.from({ length: 4 }, (_, i) =>
          bar(
            dx + (doc === 'card' ? 14 : 62) * u,
            dy + (doc === 'card' ? 50 : 24) * u + i * 18 * u,
            (dw - 80 * u) * r.range(0.45, 0.9),
            8 * u,
            c.fgMuted,
          ),
        ).join(''),
    );
    out += cornerGuides(s, dx, dy, dw, dh);
    out +=
      circle(x + w / 2, y + h - 40 * u, 24 * u, c.surface) +
      circle(x + w / 2, y + h - 40 * u, 18 * u, c.surface, { stroke: c.surfaceInverse, 'stroke-width': 3 * u });
    return out;
  },
  /** A signature pad with a signed scribble above its line. */
  signature(s, { x, y, w, h }) {
    const { c, u } = s;
    let out = bar(x, y, w * 0.5, 10 * u, c.fg);
    for (let i = 0; i < 3; i += 1) out += bar(x, y + 22 * u + i * 14 * u, w * (0.92 - i * 0.2), 7 * u, c.fgMuted);
    const py = y + 74 * u;
    const ph = h - 74 * u;
    out += rect(x, py, w, ph, c.surface, {
      rx: 10 * u,
      stroke: c.borderStrong,
      'stroke-width': 1.5 * u,
      'stroke-dasharray': `${8 * u} ${6 * u}`,
    });
    const line = py + ph * 0.72;
    out += rect(x + 24 * u, line, w - 48 * u, 1.5 * u, c.borderStrong);
    const pts = Array.from({ length: 9 }, (_, i) => [
      x + 40 * u + ((w - 90 * u) * i) / 8,
      line - ph * (0.12 + 0.28 * Math.abs(Math.sin(i * 1.7))),
    ]);
    return (
      out +
      el('path', {
        d: smoothPath(pts),
        fill: 'none',
        stroke: c.accent,
        'stroke-width': 3.5 * u,
        'stroke-linecap': 'round',
      })
    );
  },
  /** A stored-value card with its chip, and the balance under it. */
  wallet(s, { x, y, w, h }) {
    const { c, u, id } = s;
    const ch = Math.min(h - 60 * u, w * 0.6);
    let out = rect(x, y, w, ch, `url(#${id}-card)`, { rx: 16 * u });
    out += rect(x + 22 * u, y + 26 * u, 44 * u, 32 * u, c.glow, { rx: 6 * u, opacity: 0.85 });
    out += icon(s.glyph, x + w - 40 * u, y + 40 * u, 34 * u, c.accentFg, 1.6);
    out += bar(x + 22 * u, y + ch - 40 * u, w * 0.45, 12 * u, c.accentFg);
    out += bar(x + 22 * u, y + ch + 24 * u, w * 0.22, 8 * u, c.fgMuted);
    return out + bar(x + 22 * u, y + ch + 40 * u, w * 0.42, 18 * u, c.fg);
  },
  /** Large touch buttons for a kiosk. */
  bigButtons(s, { x, y, w, h }, { count = 3, glyphs = ['kiosk', 'card', 'pen'] } = {}) {
    const { c, u } = s;
    const gap = 14 * u;
    const bh = (h - gap * (count - 1)) / count;
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const by = y + i * (bh + gap);
      out += rect(x, by, w, bh, i === 0 ? c.accent : c.surface, {
        rx: 16 * u,
        stroke: i === 0 ? undefined : c.borderStrong,
        'stroke-width': 1.5 * u,
      });
      out += icon(
        glyphs[i % glyphs.length],
        x + bh / 2 + 10 * u,
        by + bh / 2,
        bh * 0.45,
        i === 0 ? c.accentFg : c.accent,
        1.6,
      );
      out += bar(x + bh + 20 * u, by + bh / 2 - 7 * u, w * 0.4, 14 * u, i === 0 ? c.accentFg : c.fg);
    }
    return out;
  },
  /** Offers side by side, one column each, the best one outlined. */
  compare(s, { x, y, w, h }, { cols = 3, rows = 4, best = 1 } = {}) {
    const { c, u, r } = s;
    const gap = 12 * u;
    const cw = (w - gap * (cols - 1)) / cols;
    let out = '';
    for (let i = 0; i < cols; i += 1) {
      const cx = x + i * (cw + gap);
      out += rect(cx, y, cw, h, c.surface, {
        rx: 12 * u,
        stroke: i === best ? c.accent : c.border,
        'stroke-width': (i === best ? 3 : 1.2) * u,
      });
      out +=
        circle(cx + 30 * u, y + 30 * u, 16 * u, c.accentSubtle) +
        icon(s.glyph, cx + 30 * u, y + 30 * u, 18 * u, c.accent, 1.8);
      out += bar(cx + 54 * u, y + 25 * u, cw * 0.4, 10 * u, c.fg);
      out += bar(cx + 16 * u, y + 62 * u, cw * 0.5, 18 * u, c.fg);
      const rh = (h - 150 * u) / rows;
      for (let k = 0; k < rows; k += 1) {
        const ry = y + 100 * u + k * rh;
        out += rect(cx + 16 * u, ry, cw - 32 * u, 1 * u, c.border);
        out +=
          bar(cx + 16 * u, ry + rh / 2 - 3 * u, cw * 0.35, 7 * u, c.fgMuted) +
          bar(cx + cw - 16 * u - cw * r.range(0.15, 0.3), ry + rh / 2 - 4 * u, cw * 0.2, 8 * u, c.fg);
      }
      out += button(s, cx + 16 * u, y + h - 46 * u, cw - 32 * u, 32 * u, i === best ? 'primary' : 'outline');
    }
    return out;
  },
  /** A progress ring with a figure in its middle and a line of text beside it. */
  ring(s, { x, y, w, h }, { share = 0.8 } = {}) {
    const { c, u } = s;
    const rr = Math.min(h, w) / 2 - 8 * u;
    const cx = x + rr + 8 * u;
    const cy = y + h / 2;
    const a = Math.PI * 2 * share - Math.PI / 2;
    let out = circle(cx, cy, rr, 'none', { stroke: c.border, 'stroke-width': 12 * u });
    out += el('path', {
      d: `M${round(cx)} ${round(cy - rr)}A${round(rr)} ${round(rr)} 0 ${share > 0.5 ? 1 : 0} 1 ${round(cx + rr * Math.cos(a))} ${round(cy + rr * Math.sin(a))}`,
      fill: 'none',
      stroke: c.success,
      'stroke-width': 12 * u,
      'stroke-linecap': 'round',
    });
    out += bar(cx - rr * 0.4, cy - 8 * u, rr * 0.8, 16 * u, c.fg);
    const tx = cx + rr + 24 * u;
    return (
      out +
      bar(tx, cy - 16 * u, (x + w - tx) * 0.7, 11 * u, c.fg) +
      bar(tx, cy + 4 * u, (x + w - tx) * 0.5, 8 * u, c.fgMuted)
    );
  },
  /** One reminder card: a big icon, a line of text, and take / snooze buttons. */
  reminder(s, { x, y, w, h }) {
    const { c, u } = s;
    let out = rect(x, y, w, h, c.surface, { rx: 20 * u, stroke: c.border, 'stroke-width': 1.5 * u });
    const size = Math.min(w * 0.4, h * 0.32);
    out +=
      circle(x + w / 2, y + h * 0.28, size / 2, c.accentSubtle) +
      icon(s.glyph, x + w / 2, y + h * 0.28, size * 0.55, c.accent, 1.6);
    out +=
      bar(x + w * 0.2, y + h * 0.5, w * 0.6, 16 * u, c.fg) +
      bar(x + w * 0.28, y + h * 0.5 + 28 * u, w * 0.44, 10 * u, c.fgMuted);
    const bh = Math.min(56 * u, h * 0.14);
    out += button(s, x + 18 * u, y + h - bh * 2 - 30 * u, w - 36 * u, bh, 'primary');
    return out + button(s, x + 18 * u, y + h - bh - 18 * u, w - 36 * u, bh, 'outline');
  },
  /** Seven day columns, each a ticked or missed dose per row. */
  week(s, { x, y, w, h }, { rows = 3, missed = [4, 12] } = {}) {
    const { c, u } = s;
    const cw = w / 7;
    const rh = (h - 24 * u) / rows;
    let out = '';
    for (let d = 0; d < 7; d += 1) out += bar(x + d * cw + cw * 0.3, y, cw * 0.4, 7 * u, c.fgMuted);
    for (let i = 0; i < rows * 7; i += 1) {
      const cx = x + (i % 7) * cw + cw / 2;
      const cy = y + 24 * u + Math.floor(i / 7) * rh + rh / 2;
      const rr = Math.min(cw, rh) * 0.32;
      if (missed.includes(i)) out += circle(cx, cy, rr, c.surface, { stroke: c.danger, 'stroke-width': 2 * u });
      else out += circle(cx, cy, rr, c.success) + checkMark(cx, cy, rr, c.surface, 2 * u);
    }
    return out;
  },
  /** Tabs or segmented control; one active. */
  tabs(s, { x, y, w, h }, { count = 3, active = 0 } = {}) {
    const { c, u } = s;
    const tw = w / count;
    let out = rect(x, y, w, h, c.surfaceMuted, { rx: h / 2 });
    for (let i = 0; i < count; i += 1) {
      if (i === active)
        out += rect(x + i * tw + 3 * u, y + 3 * u, tw - 6 * u, h - 6 * u, c.surface, { rx: (h - 6 * u) / 2 });
      out += bar(x + i * tw + tw * 0.28, y + h / 2 - 4 * u, tw * 0.44, 8 * u, i === active ? c.fg : c.fgMuted);
    }
    return out;
  },
  /** A square code to scan, beside a line of instructions. */
  code(s, { x, y, w, h }) {
    const { c, u, r } = s;
    const size = Math.min(h, w * 0.5);
    const cx = x + (w - size) / 2;
    let out = rect(cx, y, size, size, c.surface, { rx: 10 * u, stroke: c.border, 'stroke-width': 1.5 * u });
    const n = 11;
    const cell = (size - 24 * u) / n;
    for (let i = 0; i < n; i += 1) {
      for (let k = 0; k < n; k += 1) {
        const finder = (i < 3 && k < 3) || (i < 3 && k > n - 4) || (i > n - 4 && k < 3);
        if (finder || r.next() > 0.55) out += rect(cx + 12 * u + i * cell, y + 12 * u + k * cell, cell, cell, c.fg);
      }
    }
    return out;
  },
  /** A done state: a large ticked badge and two lines of text, centred. */
  confirm(s, { x, y, w, h }) {
    const { c, u } = s;
    const rr = Math.min(h * 0.32, 46 * u);
    const cy = y + rr + 4 * u;
    return (
      circle(x + w / 2, cy, rr, c.success) +
      checkMark(x + w / 2, cy, rr, c.surface, 5 * u) +
      bar(x + w * 0.2, cy + rr + 18 * u, w * 0.6, 14 * u, c.fg) +
      bar(x + w * 0.3, cy + rr + 42 * u, w * 0.4, 8 * u, c.fgMuted)
    );
  },
  /** An impact (up) by effort (right) grid with opportunities as dots; the high-impact, low-effort quarter tinted. */
  matrix(s, { x, y, w, h }, { dots = 9 } = {}) {
    const { c, u, r } = s;
    const left = x + 26 * u;
    const bottom = y + h - 26 * u;
    const gw = w - 26 * u;
    const gh = h - 26 * u;
    let out = rect(left, y, gw / 2, gh / 2, c.accentSubtle, { rx: 8 * u });
    out += rect(left + gw / 2, y, 1.5 * u, gh, c.border) + rect(left, y + gh / 2, gw, 1.5 * u, c.border);
    out += rect(left, y, 2 * u, gh, c.borderStrong) + rect(left, bottom, gw, 2 * u, c.borderStrong);
    out +=
      bar(x, y + gh / 2 - 30 * u, 8 * u, 60 * u, c.fgMuted) +
      bar(left + gw / 2 - 30 * u, bottom + 12 * u, 60 * u, 8 * u, c.fgMuted);
    for (let i = 0; i < dots; i += 1) {
      const px = left + gw * r.range(0.06, 0.94);
      const py = y + gh * r.range(0.06, 0.94);
      const best = px < left + gw / 2 && py < y + gh / 2;
      out += circle(px, py, (best ? 11 : 8) * u, best ? c.accent : c.fgMuted);
    }
    return out;
  },
  /** A code editor: a file list beside indented lines of code in a few colours, one line highlighted. */
  editor(s, { x, y, w, h }, { lines = 16 } = {}) {
    const { c, u, r } = s;
    const listW = w * 0.28;
    let out = rect(x, y, w, h, c.surfaceInverse, { rx: 12 * u });
    for (let i = 0; i < 6; i += 1)
      out += bar(
        x + 16 * u + (i % 3 === 0 ? 0 : 12 * u),
        y + 20 * u + i * 24 * u,
        listW * r.range(0.4, 0.7),
        7 * u,
        i === 2 ? c.glow : c.fgMuted,
      );
    out += rect(x + listW, y, 1.5 * u, h, c.fgMuted, { opacity: 0.4 });
    const step = (h - 30 * u) / lines;
    const inks = [c.glow, c.success, c.danger, c.border];
    let indent = 0;
    for (let i = 0; i < lines; i += 1) {
      const ly = y + 18 * u + i * step;
      if (i === 6) out += rect(x + listW + 2 * u, ly - 4 * u, w - listW - 4 * u, step, c.accent, { opacity: 0.35 });
      out += bar(x + listW + 14 * u, ly + 1 * u, 14 * u, 5 * u, c.fgMuted);
      let at = x + listW + 40 * u + indent * 22 * u;
      for (let k = 0; k < r.int(1, 3); k += 1) {
        const len = (w - listW) * r.range(0.08, 0.22);
        if (at + len > x + w - 12 * u) break;
        out += bar(at, ly, len, 8 * u, inks[(i + k) % inks.length]);
        at += len + 8 * u;
      }
      indent = Math.max(0, Math.min(3, indent + r.pick([-1, 0, 0, 1])));
    }
    return out;
  },
  /** Empty space: lets a short screen breathe. */
  space() {
    return '';
  },
};

/** The device a screen sits in; returns the frame and the area left for content. */
function device(s, kind, x, y, w, h) {
  const { c, u } = s;
  const shadow = `url(#${s.id}-shadow)`;
  if (kind === 'browser') {
    const bar = 44 * u;
    const frame =
      rect(x, y, w, h, c.surface, { rx: 14 * u, filter: shadow, stroke: c.border, 'stroke-width': 1.5 * u }) +
      rect(x, y, w, bar, c.surfaceMuted, { rx: 14 * u }) +
      rect(x, y + bar - 14 * u, w, 14 * u, c.surfaceMuted) +
      rect(x, y + bar, w, 1.5 * u, c.border) +
      [0, 1, 2].map((i) => circle(x + 22 * u + i * 20 * u, y + bar / 2, 6 * u, c.border)).join('') +
      rect(x + w * 0.25, y + 11 * u, w * 0.5, bar - 22 * u, c.surface, { rx: (bar - 22 * u) / 2 });
    return { frame, content: { x, y: y + bar, w, h: h - bar } };
  }
  const bezel = (kind === 'phone' ? 12 : 18) * u;
  const radius = (kind === 'phone' ? 46 : 30) * u;
  let frame =
    rect(x, y, w, h, c.surfaceInverse, { rx: radius, filter: shadow }) +
    rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, c.surface, { rx: radius - bezel });
  let top = y + bezel;
  if (kind === 'phone') {
    frame += rect(x + w / 2 - 44 * u, y + bezel + 10 * u, 88 * u, 24 * u, c.surfaceInverse, { rx: 12 * u });
    top += 40 * u;
  }
  return { frame, content: { x: x + bezel, y: top, w: w - 2 * bezel, h: h - bezel - (top - y) } };
}

/** Left navigation of a web app: a mark, then items with one active. */
function sidebar(s, { x, y, w, h }) {
  const { c, u } = s;
  const sw = Math.min(200 * u, w * 0.2);
  let out = rect(x, y, sw, h, c.surfaceMuted) + rect(x + sw, y, 1.5 * u, h, c.border);
  out +=
    rect(x + 18 * u, y + 20 * u, 30 * u, 30 * u, c.accent, { rx: 8 * u }) +
    icon(s.glyph, x + 33 * u, y + 35 * u, 20 * u, c.accentFg, 2);
  for (let i = 0; i < 5; i += 1) {
    const iy = y + 76 * u + i * 40 * u;
    if (i === 1) out += rect(x + 10 * u, iy - 10 * u, sw - 20 * u, 32 * u, c.accentSubtle, { rx: 8 * u });
    out += circle(x + 28 * u, iy + 6 * u, 6 * u, i === 1 ? c.accent : c.borderStrong);
    out += bar(x + 44 * u, iy + 2 * u, sw * (0.35 + ((i * 7) % 4) * 0.08), 8 * u, i === 1 ? c.accent : c.fgMuted);
  }
  return { svg: out, rest: { x: x + sw, y, w: w - sw, h } };
}

function defs(s) {
  const { c, id, u } = s;
  return (
    el(
      'linearGradient',
      { id: `${id}-photo`, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': c.accentSubtle }) +
        el('stop', { offset: 1, 'stop-color': c.glow, 'stop-opacity': 0.45 }),
    ) +
    el(
      'linearGradient',
      { id: `${id}-area`, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': c.glow, 'stop-opacity': 0.35 }) +
        el('stop', { offset: 1, 'stop-color': c.glow, 'stop-opacity': 0 }),
    ) +
    el(
      'linearGradient',
      { id: `${id}-card`, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': c.accent }) + el('stop', { offset: 1, 'stop-color': c.surfaceInverse }),
    ) +
    el(
      'filter',
      { id: `${id}-shadow`, x: '-10%', y: '-10%', width: '120%', height: '130%' },
      el('feDropShadow', { dx: 0, dy: 18 * u, stdDeviation: 22 * u, 'flood-color': '#000', 'flood-opacity': 0.22 }),
    )
  );
}

/**
 * A screen: `blocks` are [name, weight, options] stacked in the device's content
 * area (a weight is a share of the height; a number with 'px' is fixed).
 */
export function drawScreen({ seed, colours, glyph, kind, x, y, w, h, blocks, withSidebar = false, unit = 1 }) {
  const s = { c: colours, u: unit, r: createRandom(seed), glyph, id: `s${seed.replace(/[^a-z0-9]/gi, '')}` };
  const { frame, content } = device(s, kind, x, y, w, h);
  let area = content;
  let body = '';
  if (withSidebar) {
    const side = sidebar(s, area);
    body += side.svg;
    area = side.rest;
  }
  const pad = (kind === 'browser' ? 28 : 18) * unit;
  const gap = 16 * unit;
  const inner = { x: area.x + pad, y: area.y + pad * 0.6, w: area.w - 2 * pad, h: area.h - pad * 1.4 };
  const fixed = blocks.reduce((sum, [, size]) => sum + (typeof size === 'string' ? parseFloat(size) * unit : 0), 0);
  const shares = blocks.reduce((sum, [, size]) => sum + (typeof size === 'number' ? size : 0), 0);
  const free = inner.h - fixed - gap * (blocks.length - 1);
  let at = inner.y;
  for (const [name, size, options] of blocks) {
    const bh = typeof size === 'string' ? parseFloat(size) * unit : (free * size) / shares;
    const draw = BLOCKS[name];
    if (!draw) throw new Error(`No screen block "${name}"`);
    body += draw(s, { x: inner.x, y: at, w: inner.w, h: bh }, options);
    at += bh + gap;
  }
  return { defs: defs(s), body: frame + body };
}

export const BLOCK_NAMES = Object.keys(BLOCKS);
