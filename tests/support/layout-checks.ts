// Layout checks that run inside the page (each function is handed to page.evaluate whole, so it names nothing
// outside itself): what makes the page wider than its viewport, text boxes that overlap other text, text cut
// off by the box that holds it, and which menu the header shows. Coordinates are read at the scroll position
// the page is at; the checks never scroll. The responsive sweep (tests/support/responsive-sweep.ts) runs them
// at every width, and tests/a11y/layout-checks-canary.spec.ts proves each can fail.

export type LayoutFindings = {
  /** Elements sticking out past the viewport's right edge while the page scrolls sideways. */
  overflow: string[];
  /** Pairs of text boxes from different blocks drawn over each other. */
  overlaps: string[];
  /** Text whose box runs past its own block and is cut by a clipping box (overflow, line clamp, ellipsis). */
  clipped: string[];
  /** Whether the header shows the desktop menu (its Main navigation) and the mobile menu's button. */
  menu: { desktop: boolean; mobile: boolean };
};

/** Findings past this many per check add nothing to a report. */
export const MAX_FINDINGS = 5;

/** In the page: every finding of the checks, at the current width and scroll position. */
export function readLayout(maxFindings: number): LayoutFindings {
  const root = document.documentElement;
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 3;) {
      const slot = node.getAttribute('data-slot');
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${slot ? `[data-slot=${slot}]` : ''}`);
      node = node.parentElement;
    }
    return parts.join(' > ');
  };
  const excerpt = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 40));
  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const width = (box: Box) => box.right - box.left;
  const height = (box: Box) => box.bottom - box.top;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = getComputedStyle(element)));
    return found;
  };
  const clips = (value: string) => value !== 'visible';

  // Where an element's content may paint: the viewport cut by every ancestor that clips (overflow other than
  // visible), each on the axes it clips; plus whether the element sits in a fixed box, which floats over the
  // page by design. The root and body pass their overflow to the viewport, so they cut nothing of their own.
  type Frame = { box: Box; clipped: boolean; hidden: boolean; fixed: boolean };
  const frames = new Map<Element, Frame>();
  const frameOf = (element: Element): Frame => {
    const known = frames.get(element);
    if (known) return known;
    const parent = element.parentElement;
    const viewport = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    const above: Frame =
      parent && parent !== document.body
        ? frameOf(parent)
        : { box: viewport, clipped: false, hidden: false, fixed: false };
    const own = style(element);
    const fixed = above.fixed || own.position === 'fixed';
    let box = above.box;
    let clipped = above.clipped;
    let hidden = above.hidden;
    const clipsX = clips(own.overflowX);
    const clipsY = clips(own.overflowY);
    if (clipsX || clipsY) {
      const rect = element.getBoundingClientRect();
      // A box of a pixel or two that clips is the visually-hidden pattern: text for screen readers only.
      if (rect.width <= 2 || rect.height <= 2) hidden = true;
      box = intersect(box, {
        left: clipsX ? rect.left : -Infinity,
        right: clipsX ? rect.right : Infinity,
        top: clipsY ? rect.top : -Infinity,
        bottom: clipsY ? rect.bottom : Infinity,
      });
      clipped = true;
    }
    if (own.clip !== 'auto' && own.position === 'absolute') hidden = true;
    const frame = { box, clipped, hidden, fixed };
    frames.set(element, frame);
    return frame;
  };
  /** The box whose width the text is laid out in: its nearest ancestor that is not inline. */
  const blockOf = (element: Element) => {
    let node: Element | null = element;
    while (node && /^inline(?!-block|-flex|-grid|-table)|^contents$/.test(style(node).display)) {
      node = node.parentElement;
    }
    return node ?? element;
  };

  // Every painted line box of every text node, cut to what its clipping ancestors let show.
  type Line = { owner: Element; block: Element; text: string; visible: Box; fixed: boolean };
  const lines: Line[] = [];
  const clipped: string[] = [];
  // Overflow: the page scrolls sideways. Named below by the text lines and outermost boxes that stick out.
  const overflow: string[] = [];
  const wide = root.scrollWidth > root.clientWidth;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const owner = node.parentElement;
    if (!owner || !text.trim() || owner.closest('script, style, noscript, template')) continue;
    if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const frame = frameOf(owner);
    if (frame.hidden) continue;
    const block = blockOf(owner);
    const blockBox = block.getBoundingClientRect();
    range.selectNodeContents(node);
    // One finding per text node and check, however many of its lines show the fault.
    let named = { clipped: false, overflow: false };
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      const visible = intersect(rect, frame.box);
      const shows = width(visible) >= 1 && height(visible) >= 1;
      // Cut off: the line runs past its own block (a word too long for the width, a line past a clamp) and
      // a clipping box hides part or all of it. A line inside its block that a clip hides is a slide or a
      // card scrolled or moved out of view, not text cut off.
      const pastBlock =
        rect.left < blockBox.left - 1 ||
        rect.right > blockBox.right + 1 ||
        rect.top < blockBox.top - 1 ||
        rect.bottom > blockBox.bottom + 1;
      const cut = width(visible) < rect.width - 1 || height(visible) < rect.height - 1;
      if (frame.clipped && pastBlock && cut && !named.clipped && clipped.length < maxFindings) {
        named = { ...named, clipped: true };
        clipped.push(
          `${excerpt(text)} in ${describe(owner)} (${Math.round(rect.width)}x${Math.round(rect.height)} px, ${shows ? 'partly' : 'wholly'} hidden)`,
        );
      }
      if (shows) lines.push({ owner, block, text, visible, fixed: frame.fixed });
      if (
        wide &&
        !frame.clipped &&
        rect.right > root.clientWidth + 0.5 &&
        !named.overflow &&
        overflow.length < maxFindings
      ) {
        named = { ...named, overflow: true };
        overflow.push(`${excerpt(text)} in ${describe(owner)} reaches ${Math.round(rect.right)} px`);
      }
    }
  }

  // Overlaps: lines of different blocks, neither holding the other, drawn over each other by more than the
  // glyph boxes of tightly set neighbouring lines share. Fixed boxes float over the page by design and are
  // compared only among themselves. Sorted by top, so each line is compared with those starting above its bottom.
  const overlaps: string[] = [];
  lines.sort((a, b) => a.visible.top - b.visible.top);
  for (let i = 0; i < lines.length && overlaps.length < maxFindings; i += 1) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.visible.top < a.visible.bottom; j += 1) {
      const b = lines[j]!;
      if (a.block === b.block || a.fixed !== b.fixed) continue;
      if (a.block.contains(b.block) || b.block.contains(a.block)) continue;
      const shared = intersect(a.visible, b.visible);
      const tallest = Math.min(height(a.visible), height(b.visible));
      if (width(shared) > 2 && height(shared) > Math.max(2, tallest * 0.25)) {
        overlaps.push(`${excerpt(a.text)} in ${describe(a.owner)} over ${excerpt(b.text)} in ${describe(b.owner)}`);
        break;
      }
    }
  }

  // The outermost boxes that stick out, outside any clipping box.
  if (wide) {
    for (const element of document.body.querySelectorAll('*')) {
      if (overflow.length >= maxFindings) break;
      const parent = element.parentElement;
      if (parent && parent !== document.body && frameOf(parent).clipped) continue;
      const right = element.getBoundingClientRect().right;
      const parentRight = parent && parent !== document.body ? parent.getBoundingClientRect().right : 0;
      if (right > root.clientWidth + 0.5 && !(parentRight > root.clientWidth + 0.5)) {
        overflow.push(`${describe(element)} reaches ${Math.round(right)} px`);
      }
    }
    if (overflow.length === 0) overflow.push(`the page is ${root.scrollWidth} px wide`);
  }

  const shown = (selector: string) => {
    const element = document.querySelector(selector);
    return !!element && element.checkVisibility({ visibilityProperty: true });
  };
  const menu = {
    desktop: shown('header nav[aria-label="Main"]:not(details nav)'),
    mobile: shown('header button[aria-label="Menu"], header details > summary'),
  };
  return { overflow, overlaps, clipped, menu };
}

/**
 * In the page: focuses every control Tab reaches, in document order, as Tab would (scrolled into view), lets
 * the page answer the scroll (the header hides going down), and names each control that something fixed or
 * sticky hides entirely (`window.__qaFixedCover`, the keyboard walk's own test: tests/support/fixed-cover.ts).
 * Leaves nothing focused, at the top.
 */
export async function focusedUnderFixed(maxFindings: number): Promise<string[]> {
  const cover = (window as unknown as { __qaFixedCover: (element: Element) => string | null }).__qaFixedCover;
  const controls = [
    ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
  ].filter(
    (control) =>
      control.tabIndex >= 0 &&
      !(control as HTMLButtonElement).disabled &&
      !control.closest('[inert], [aria-hidden="true"]') &&
      control.checkVisibility({ visibilityProperty: true }),
  );
  // A scroll event is dispatched in the next frame, before its animation-frame callbacks; the page's answer to
  // it (React state) renders one task later.
  const scrollAnswered = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    });
  const hidden: string[] = [];
  for (const control of controls) {
    const before = window.scrollY;
    control.focus();
    if (document.activeElement !== control) continue;
    if (window.scrollY !== before) await scrollAnswered();
    const under = cover(control);
    if (under && hidden.length < maxFindings) hidden.push(`${control.outerHTML.slice(0, 80)} under ${under}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo({ top: 0, behavior: 'instant' });
  return hidden;
}
