import { describe, expect, it } from 'vitest';
import { computeJustifiedLayout, GALLERY_LAYOUT, InvalidAspectRatioError } from '@/lib/gallery/justified-layout';

const landscape = { width: 1200, height: 800 };
const portrait = { width: 800, height: 1000 };
const wide = { width: 1200, height: 675 };

describe('gallery layout constants', () => {
  it('match the specification', () => {
    expect(GALLERY_LAYOUT).toMatchObject({
      targetRowHeight: 320,
      caseStudyRowHeight: 300,
      boxSpacing: 10,
      targetRowHeightTolerance: 0.25,
      edgeCaseMinRatio: 0.5,
      edgeCaseMaxRatio: 2.5,
    });
  });
});

describe('computeJustifiedLayout', () => {
  const items = [landscape, portrait, wide, landscape, portrait, wide, landscape];

  it('fills each full row to the container width with 10 px gutters, within tolerance of the target', () => {
    const layout = computeJustifiedLayout(items, { containerWidth: 1200 });
    expect(layout.boxes).toHaveLength(items.length);
    const fullRows = layout.rows.slice(0, -1);
    expect(fullRows.length).toBeGreaterThan(0);
    for (const row of fullRows) {
      const boxes = row.map((i) => layout.boxes.find((b) => b.index === i)!);
      const first = boxes[0]!;
      const last = boxes[boxes.length - 1]!;
      expect(first.left).toBe(0);
      expect(Math.round(last.left + last.width)).toBe(1200);
      boxes.slice(1).forEach((box, n) => expect(Math.round(box.left - (boxes[n]!.left + boxes[n]!.width))).toBe(10));
      expect(first.height).toBeGreaterThanOrEqual(320 * 0.75 - 1);
      expect(first.height).toBeLessThanOrEqual(320 * 1.25 + 1);
    }
  });

  it('stacks rows with a 10 px gap and reports the total height', () => {
    const layout = computeJustifiedLayout(items, { containerWidth: 1000 });
    const tops = [...new Set(layout.boxes.map((b) => b.top))];
    tops.slice(1).forEach((top, n) => {
      const above = layout.boxes.find((b) => b.top === tops[n])!;
      expect(top).toBeCloseTo(above.top + above.height + 10, 5);
    });
    const lowest = layout.boxes.reduce((a, b) => (a.top > b.top ? a : b));
    expect(layout.containerHeight).toBeCloseTo(lowest.top + lowest.height, 5);
  });

  it('uses the case-study row height when asked (a lone widow row sits at the target height)', () => {
    const single = (targetRowHeight?: number) =>
      computeJustifiedLayout([landscape], { containerWidth: 1200, targetRowHeight }).boxes[0]!.height;
    expect(single()).toBe(320);
    expect(single(GALLERY_LAYOUT.caseStudyRowHeight)).toBe(300);
  });

  it('keeps row heights between 0.5x and 2.5x the target in edge cases', () => {
    const panorama = { width: 6000, height: 400 };
    const tall = { width: 300, height: 1000 };
    const layout = computeJustifiedLayout([panorama, tall, panorama, tall, tall], { containerWidth: 1200 });
    for (const box of layout.boxes) {
      expect(box.height).toBeGreaterThanOrEqual(160);
      expect(box.height).toBeLessThanOrEqual(800);
    }
  });

  it('lays out for narrow containers without overflowing', () => {
    const layout = computeJustifiedLayout(items, { containerWidth: 358 });
    for (const box of layout.boxes) expect(Math.round(box.left + box.width)).toBeLessThanOrEqual(358);
  });

  it.each([
    { width: 0, height: 100 },
    { width: 100, height: 0 },
    { width: Number.NaN, height: 100 },
    { width: -4, height: 3 },
    { width: Number.POSITIVE_INFINITY, height: 3 },
  ])('throws a clear error for an invalid aspect ratio (%o)', (bad) => {
    expect(() => computeJustifiedLayout([landscape, bad], { containerWidth: 1200 })).toThrow(InvalidAspectRatioError);
    expect(() => computeJustifiedLayout([landscape, bad], { containerWidth: 1200 })).toThrow(
      /Gallery item 1 has an invalid aspect ratio/,
    );
  });
});
