/**
 * Inter, swapped in only where that moves no line the visitor can see.
 *
 * The first paint uses Inter's metric-matched fallback (src/styles/generated/font-fallback.css) and
 * Inter is fetched with the app. Matched metrics keep line heights, not every line break: a heading
 * or paragraph can wrap one line more or less in Inter, and everything under it moves. So the faces
 * whose unicode ranges the page's text touches are loaded apart from the page's fonts (a face joining
 * or loading in `document.fonts` restyles the page), then, once the app has hydrated, added to the
 * page together: it is laid out in Inter and keeps them only if nothing in view moved (both layouts in
 * one task, so one taken back is never painted); otherwise they are held for the next page the visitor
 * opens. The swap costs the page one restyle, as any font arriving does. `<html data-web-font>` says
 * where it stands:
 * - `waiting`: Inter's files are on their way;
 * - absent: Inter is in use;
 * - `held`: it would have moved something in view; the next page is drawn in it (putHeldWebFontInUse);
 * - `unavailable`: its files could not be fetched; the fallback stays.
 */
import { appHydrated } from '@/lib/layout-readiness';
import { codePointsOf, parseUnicodeRange, spansCoverAny } from './unicode-range';

export const WEB_FONT_ATTRIBUTE = 'data-web-font';
const WEB_FONT_FAMILY = 'Inter Variable';

type WebFontState = 'waiting' | 'held' | 'unavailable';
const root = () => document.documentElement;
const setState = (state: WebFontState) => root().setAttribute(WEB_FONT_ATTRIBUTE, state);
let heldFaces: FontFace[] = [];

interface FaceRule {
  src: string;
  descriptors: FontFaceDescriptors;
}

/**
 * The @font-face rules of the stylesheet visitors without scripts link (src/styles/fonts.css): one source
 * for both, and its files' addresses as built.
 */
async function faceRules(stylesheet: string): Promise<FaceRule[]> {
  const base = new URL(stylesheet, document.baseURI);
  const css = await (await fetch(base)).text();
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, rule = '']) => {
    const read = (name: string) => new RegExp(`${name}:\\s*([^;]+)`).exec(rule)?.[1]?.trim();
    const src = (read('src') ?? '').replace(
      /url\(\s*["']?([^"')]+)["']?\s*\)/g,
      (_, address: string) => `url("${new URL(address, base).href}")`,
    );
    return {
      src,
      descriptors: { style: read('font-style'), weight: read('font-weight'), unicodeRange: read('unicode-range') },
    };
  });
}

/** The rules whose faces draw some of the page's text: those the browser itself would fetch. */
function rulesForText(rules: FaceRule[], text: string) {
  const codePoints = codePointsOf(text);
  return rules.filter(({ descriptors }) => spansCoverAny(parseUnicodeRange(descriptors.unicodeRange), codePoints));
}

const addTo = (faces: FontFace[]) => faces.forEach((face) => document.fonts.add(face));
const removeFrom = (faces: FontFace[]) => faces.forEach((face) => document.fonts.delete(face));

/** Where each element starts and ends on screen, held to the viewport: what the visitor sees move. */
function edgesInView(elements: Element[]) {
  return elements.flatMap((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return [top, bottom].map((edge) => Math.min(Math.max(edge, 0), window.innerHeight));
  });
}

/**
 * Resolves in the next frame's rendering step: after every scroll that frame shows, just before it is
 * painted (where a ResizeObserver first reports; unlike requestAnimationFrame, no test's fake clock holds it).
 * A check made any earlier can be outdated by a scroll before the paint, which brings a moved line into view.
 * The swap then re-lays the page out inside that report, so no other observer may watch <html>: it would hear
 * of the change a frame late, which browsers report on `window` as an error ("ResizeObserver loop completed
 * with undelivered notifications"). Lenis reads the page's height live for that reason.
 */
const beforeNextPaint = () =>
  new Promise<void>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement);
  });

/** Lays the page out in Inter and keeps it only if nothing in view starts or ends elsewhere. */
function swapInIfNothingMoves(faces: FontFace[]) {
  const elements = [...document.body.getElementsByTagName('*')];
  const before = edgesInView(elements);
  addTo(faces);
  const after = edgesInView(elements);
  if (after.every((edge, index) => Math.abs(edge - before[index]!) < 1)) {
    root().removeAttribute(WEB_FONT_ATTRIBUTE);
    return;
  }
  removeFrom(faces);
  heldFaces = faces;
  setState('held');
}

/** On a navigation, once the new page is rendered and before it is painted: a held Inter is put in use. */
export function putHeldWebFontInUse() {
  addTo(heldFaces);
  heldFaces = [];
  if (root().getAttribute(WEB_FONT_ATTRIBUTE) === 'held') root().removeAttribute(WEB_FONT_ATTRIBUTE);
}

/** Fetches Inter after the first paint (the faces `stylesheet` declares) and swaps it in. */
export async function loadWebFont(stylesheet: string) {
  setState('waiting');
  try {
    const rules = rulesForText(await faceRules(stylesheet), document.body.textContent ?? '');
    const faces = rules.map(({ src, descriptors }) => new FontFace(WEB_FONT_FAMILY, src, descriptors));
    await Promise.all(faces.map((face) => face.load()));
    // Not while React hydrates: a swap between its slices turned the next into one long task
    // (35 ms unthrottled, 140 ms in Lighthouse's phone).
    await appHydrated;
    await beforeNextPaint();
    swapInIfNothingMoves(faces);
  } catch {
    setState('unavailable');
  }
}
