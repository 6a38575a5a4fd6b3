// Small helpers for writing SVG as strings. Numbers are rounded so the
// documents stay short and identical across runs.

export const round = (value, digits = 2) => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** Renders an element; attributes with undefined values are left out. */
export function el(name, attributes = {}, children = '') {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
  return children === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${children}</${name}>`;
}

/** A complete SVG document: `width`/`height` set the pixel size, the view box the drawing units. */
export function svgDocument({ width, height, viewWidth = width, viewHeight = height, defs = '', body }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${viewWidth} ${viewHeight}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** Path data through a list of points, smoothed with Catmull-Rom curves. */
export function smoothPath(points, closed = false) {
  if (points.length < 2) return '';
  const at = (i) =>
    closed ? points[(i + points.length) % points.length] : points[Math.max(0, Math.min(points.length - 1, i))];
  let d = `M${round(points[0][0])} ${round(points[0][1])}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

// Which arguments of each absolute command are x coordinates.
const X_ARGUMENTS = { M: [0], L: [0], T: [0], H: [0], C: [0, 2, 4], S: [0, 2], Q: [0, 2], A: [5], V: [] };
const ARITY = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7 };

/** Moves absolute path data sideways by dx (relative commands need no change). */
export function shiftPath(d, dx) {
  return d.replace(/([MLTHVCSQAZmltvhcsqaz])([^MLTHVCSQAZmltvhcsqaz]*)/g, (_, command, args) => {
    const numbers = args.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
    if (!(command in X_ARGUMENTS) || numbers.length === 0) return command + args;
    const arity = ARITY[command];
    const moved = numbers.map((value, index) =>
      X_ARGUMENTS[command].includes(index % arity) ? round(Number(value) + dx) : Number(value),
    );
    return `${command}${moved.join(' ')}`;
  });
}

/** Point on a lemniscate of Bernoulli (the infinity loop) at angle t. */
export function lemniscatePoint(t, halfWidth, heightScale = 1) {
  const s = Math.sin(t);
  const denominator = 1 + s * s;
  return [(halfWidth * Math.cos(t)) / denominator, (heightScale * halfWidth * s * Math.cos(t)) / denominator];
}

/** Closed infinity-loop path centred on (cx, cy). */
export function lemniscatePath(cx, cy, halfWidth, heightScale = 1, steps = 96) {
  const points = Array.from({ length: steps }, (_, i) => {
    const [x, y] = lemniscatePoint((i / steps) * Math.PI * 2, halfWidth, heightScale);
    return [cx + x, cy + y];
  });
  return smoothPath(points, true);
}
