// `sizes` for the pictures of a justified gallery. A picture's width there
// depends on which rows the container width produces, so for every band of
// screen widths between two breakpoints this lays the gallery out at steps
// through the band and keeps the largest share of the container each picture
// takes: the browser never picks a file narrower than what is drawn.
import { breakpointWidths, CONTAINER, containerAt } from '@/lib/media/sizes';
import { computeJustifiedLayout, type SizedItem } from './justified-layout';

/** Screen widths from which phones are laid out, and between samples in a band. */
const NARROWEST = 320;
const STEP = 24;

const computed = new Map<string, string[]>();

function sharesIn(items: readonly SizedItem[], targetRowHeight: number, from: number, to: number): number[] {
  const shares = items.map(() => 0);
  for (let viewport = from; viewport <= to; viewport += STEP) {
    const container = containerAt(viewport);
    for (const box of computeJustifiedLayout(items, { containerWidth: container, targetRowHeight }).boxes) {
      shares[box.index] = Math.max(shares[box.index]!, box.width / container);
    }
  }
  return shares;
}

const ofContainer = (share: number) =>
  share >= 0.999 ? `calc${CONTAINER}` : `calc(${share.toFixed(3)} * ${CONTAINER})`;

/** One `sizes` value per item, in item order. */
export function justifiedSizes(items: readonly SizedItem[], targetRowHeight: number): string[] {
  const key = `${targetRowHeight}|${items.map(({ width, height }) => `${width}x${height}`).join('|')}`;
  const known = computed.get(key);
  if (known) return known;
  const starts = [NARROWEST, ...breakpointWidths];
  const bands = starts.map((from, index) => ({
    from,
    shares: sharesIn(items, targetRowHeight, from, Math.max(from, (starts[index + 1] ?? from) - 1)),
  }));
  const sizes = items.map((_, item) => {
    const entries: string[] = [];
    let below = '';
    for (const [index, band] of bands.entries()) {
      const value = ofContainer(band.shares[item]!);
      if (index === 0) below = value;
      else if (value !== (entries[0]?.replace(/^\(min-width: \d+px\) /, '') ?? below)) {
        entries.unshift(`(min-width: ${band.from}px) ${value}`);
      }
    }
    return [...entries, below].join(', ');
  });
  computed.set(key, sizes);
  return sizes;
}
