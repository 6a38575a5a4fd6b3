import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { computeJustifiedLayout, GALLERY_LAYOUT } from '@/lib/gallery/justified-layout';
import {
  CSS_LAYOUT_WIDTHS,
  justifiedCss,
  justifiedRanges,
  layoutScope,
  textHash,
  type Linear,
} from '@/lib/gallery/justified-css';
import { galleryStylesheetFiles, justifiedStylesheet } from '@/lib/gallery/justified-stylesheet';

// The gallery's CSS layout must be the justified layout itself at every width it covers,
// or the prerendered page would not match what the algorithm asks for.
const at = (line: Linear, width: number) => line.base + line.perWidth * width;
const galleries = [
  ...caseStudies.map((study) => ({
    name: study.slug,
    items: study.srcSlider,
    target: GALLERY_LAYOUT.caseStudyRowHeight,
  })),
  {
    name: 'mixed portrait and landscape',
    items: [
      { src: 'a', width: 1200, height: 800 },
      { src: 'b', width: 800, height: 1000 },
      { src: 'c', width: 1200, height: 675 },
      { src: 'd', width: 1200, height: 800 },
      { src: 'e', width: 800, height: 1000 },
    ],
    target: GALLERY_LAYOUT.targetRowHeight,
  },
];

describe('justified layout as CSS', () => {
  it.each(galleries)('places every box of $name where the algorithm does at every width', ({ items, target }) => {
    const ranges = justifiedRanges(items, target);
    expect(ranges[0]!.from).toBe(CSS_LAYOUT_WIDTHS.min);
    expect(ranges.at(-1)!.to).toBe(CSS_LAYOUT_WIDTHS.max);
    let worst = 0;
    for (let width = CSS_LAYOUT_WIDTHS.min; width <= CSS_LAYOUT_WIDTHS.max; width += 1) {
      const range = ranges.find((candidate) => width >= candidate.from && width <= candidate.to)!;
      const exact = computeJustifiedLayout(items, { containerWidth: width, targetRowHeight: target });
      worst = Math.max(worst, Math.abs(at(range.height, width) - exact.containerHeight));
      for (const box of exact.boxes) {
        const line = range.boxes[box.index]!;
        for (const edge of ['left', 'top', 'width', 'height'] as const)
          worst = Math.max(worst, Math.abs(at(line[edge], width) - box[edge]));
      }
    }
    // Sub-pixel: the page is as tall, to the pixel, as the algorithm's layout.
    expect(worst).toBeLessThan(0.05);
  });

  it('writes one container query per range, open-ended at both ends', () => {
    const ranges = justifiedRanges(galleries[0]!.items, galleries[0]!.target);
    const css = justifiedCss('g', ranges);
    expect(css.match(/@container/g)).toHaveLength(ranges.length);
    expect(css.startsWith(`@container (width < ${ranges[0]!.to + 1}px){`)).toBe(true);
    expect(css).toContain(`@container (width >= ${ranges.at(-1)!.from}px){`);
    expect(css).toContain('.g>li:nth-child(1){left:');
    expect(css).not.toMatch(/NaN|Infinity/);
  });

  it('names the layout by what it lays out', () => {
    const items = galleries[1]!.items;
    expect(layoutScope(items, 300)).toBe(layoutScope([...items], 300));
    expect(layoutScope(items, 300)).not.toBe(layoutScope(items, 320));
    expect(layoutScope(items, 300)).toMatch(/^justified-[0-9a-z]+$/);
  });

  it('writes the layout inline for stories, or as a file named by its CSS for built pages', () => {
    const items = galleries[1]!.items;
    const inline = justifiedStylesheet(items, 300, 'inline');
    if (inline.delivery !== 'inline') throw new Error('expected an inline stylesheet');
    expect(inline.css).toBe(justifiedCss(inline.scope, justifiedRanges(items, 300)));

    const file = justifiedStylesheet(items, 300, 'file');
    if (file.delivery !== 'file') throw new Error('expected a stylesheet file');
    // Named by content: a change to the layout code changes the name, so a year of caching is safe.
    expect(file.href).toBe(`/assets/${file.scope}.${textHash(inline.css)}.css`);
    // The server render records it for the prerender to write.
    expect(galleryStylesheetFiles().get(file.href)).toBe(inline.css);
    const taller = justifiedStylesheet(items, 320, 'file');
    expect(taller.delivery === 'file' && taller.href).not.toBe(file.href);
  });
});
