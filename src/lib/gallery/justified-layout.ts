import createJustifiedLayout from 'justified-layout';

// Flickr's justified-layout with the specification's gallery constants
// (section 9): row height 320 (300 on case studies), gutter 10, tolerance
// 0.25, edge-case row heights 0.5x and 2.5x the target.
export const GALLERY_LAYOUT = {
  targetRowHeight: 320,
  caseStudyRowHeight: 300,
  boxSpacing: 10,
  targetRowHeightTolerance: 0.25,
  edgeCaseMinRatio: 0.5,
  edgeCaseMaxRatio: 2.5,
} as const;

export interface SizedItem {
  width: number;
  height: number;
}

export interface GalleryBox {
  index: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface GalleryLayout {
  containerHeight: number;
  boxes: GalleryBox[];
  /** Item indexes per row, top to bottom. */
  rows: number[][];
}

export class InvalidAspectRatioError extends Error {
  constructor(index: number, item: SizedItem) {
    super(
      `Gallery item ${index} has an invalid aspect ratio (${String(item.width)} x ${String(item.height)}): width and height must be positive finite numbers.`,
    );
    this.name = 'InvalidAspectRatioError';
  }
}

const isValidSize = (n: number) => Number.isFinite(n) && n > 0;

/** Groups boxes into rows by their top edge (the library returns them in reading order). */
function groupRows(tops: number[]): number[][] {
  const rows: number[][] = [];
  tops.forEach((top, index) => {
    const current = rows[rows.length - 1];
    const first = current?.[0];
    if (current && first !== undefined && tops[first] === top) current.push(index);
    else rows.push([index]);
  });
  return rows;
}

export function computeJustifiedLayout(
  items: readonly SizedItem[],
  options: { containerWidth: number; targetRowHeight?: number },
): GalleryLayout {
  items.forEach((item, index) => {
    if (!isValidSize(item.width) || !isValidSize(item.height)) throw new InvalidAspectRatioError(index, item);
  });
  const target = options.targetRowHeight ?? GALLERY_LAYOUT.targetRowHeight;
  const spacing = GALLERY_LAYOUT.boxSpacing;
  const containerWidth = Math.max(1, Math.floor(options.containerWidth));
  const result = createJustifiedLayout(
    items.map(({ width, height }) => ({ width, height })),
    {
      containerWidth,
      containerPadding: 0,
      boxSpacing: spacing,
      targetRowHeight: target,
      targetRowHeightTolerance: GALLERY_LAYOUT.targetRowHeightTolerance,
      showWidows: true,
      widowLayoutStyle: 'left',
    },
  );
  const rows = groupRows(result.boxes.map((box) => box.top));
  const lastRowIsWidow = result.widowCount > 0;
  const minHeight = GALLERY_LAYOUT.edgeCaseMinRatio * target;
  const maxHeight = GALLERY_LAYOUT.edgeCaseMaxRatio * target;

  // The library fixes its edge-case ceiling at 2x the target; when it clamps a
  // full row there, widths already fill the row, so only the height (and the
  // rows below) move to honour the specification's 2.5x ceiling.
  const boxes: GalleryBox[] = [];
  let top = 0;
  rows.forEach((row, rowIndex) => {
    const rowBoxes = row.map((i) => result.boxes[i]!);
    const libraryHeight = rowBoxes[0]!.height;
    const isWidow = lastRowIsWidow && rowIndex === rows.length - 1;
    const aspectSum = row.reduce((sum, i) => sum + items[i]!.width / items[i]!.height, 0);
    const natural = (containerWidth - (row.length - 1) * spacing) / aspectSum;
    const height = isWidow ? libraryHeight : Math.min(Math.max(natural, minHeight), maxHeight);
    rowBoxes.forEach((box, n) => {
      boxes.push({ index: row[n]!, top, left: box.left, width: box.width, height });
    });
    top += height + spacing;
  });
  return { containerHeight: Math.max(0, top - spacing), boxes, rows };
}
