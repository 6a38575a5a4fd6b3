/**
 * Inter, swapped in only where that moves no line the visitor can see.
 *
 * The first paint uses Inter's metric-matched fallback (src/styles/generated/font-fallback.css) and
 * Inter is fetched with the app. Matched metrics keep line heights, not every line break: a heading
 * or paragraph can wrap one line more or less in Inter, and everything under it moves. So the page
 * says which font it uses on `<html data-web-font>` (any value keeps the fallback stack: the rule is
 * generated beside the fallback faces):
 * - `waiting`: Inter's files are on their way;
 * - absent: Inter is in use. It is swapped in on arrival when, laid out in Inter, nothing in view moves;
 * - `held`: it would have moved something in view, so it waits for the next page the visitor opens,
 *   which is drawn in Inter before its first frame (putHeldWebFontInUse);
 * - `unavailable`: the files could not be fetched; the fallback stays.
 */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';
const WEB_FONT_FAMILY = 'Inter Variable';

type WebFontState = 'waiting' | 'held' | 'unavailable';
const root = () => document.documentElement;
const setState = (state: WebFontState) => root().setAttribute(WEB_FONT_ATTRIBUTE, state);

/** Where each element in view starts and ends on screen, held to the viewport: what the visitor sees move. */
function edgesInView(elements: Element[]) {
  return elements.flatMap((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return [top, bottom].map((edge) => Math.min(Math.max(edge, 0), window.innerHeight));
  });
}

/**
 * Lays the page out in Inter and keeps it only if nothing in view starts or ends elsewhere (a line more or
 * less above an element moves it). Both layouts happen in this one task, so one taken back is never painted.
 */
function swapInIfNothingMoves() {
  const elements = [...document.body.getElementsByTagName('*')];
  const before = edgesInView(elements);
  root().removeAttribute(WEB_FONT_ATTRIBUTE);
  const after = edgesInView(elements);
  if (after.some((edge, index) => Math.abs(edge - before[index]!) >= 1)) setState('held');
}

/** On a navigation, once the new page is rendered and before it is painted: a held Inter is put in use. */
export function putHeldWebFontInUse() {
  if (root().getAttribute(WEB_FONT_ATTRIBUTE) === 'held') root().removeAttribute(WEB_FONT_ATTRIBUTE);
}

/** Fetches Inter after the first paint (`loadStylesheet` adds its @font-face rules) and swaps it in. */
export async function loadWebFont(loadStylesheet: () => Promise<unknown>) {
  setState('waiting');
  try {
    await loadStylesheet();
    // The faces whose character ranges the page's text needs, loaded before any text uses them.
    await document.fonts.load(`1em "${WEB_FONT_FAMILY}"`, document.body.textContent ?? undefined);
  } catch {
    setState('unavailable');
    return;
  }
  swapInIfNothingMoves();
}
