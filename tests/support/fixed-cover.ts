import type { Page } from '@playwright/test';

// WCAG 2.2 SC 2.4.11 (Focus Not Obscured), as one in-page test shared by the keyboard walk
// (tests/support/keyboard-walk.ts) and the responsive sweep (tests/support/responsive-sweep.ts).

export type FixedCoverApi = {
  __qaFixedCover: (element: Element) => string | null;
  /** An element named by its tag, id and data-slot and those of up to three ancestors. */
  __qaDescribe: (element: Element) => string;
};

/**
 * Installs `window.__qaFixedCover(element)`: points on a grid over the part of the control inside the viewport;
 * when every one of them is under a fixed or sticky element that does not hold the control, that element hides
 * it, and its description is returned (else null). elementFromPoint skips what takes no pointer events, as a
 * visitor's eye would not.
 */
export async function installFixedCover(page: Page) {
  await page.evaluate(() => {
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = element;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        const id = node.id ? `#${node.id}` : '';
        const slot = node.getAttribute('data-slot') ? `[data-slot=${node.getAttribute('data-slot')}]` : '';
        parts.unshift(`${node.tagName.toLowerCase()}${id}${slot}`);
      }
      return parts.join(' > ');
    };
    const fixedAncestor = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const coverOf = (element: Element) => {
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (right - left < 1 || bottom - top < 1) return null;
      const covers = new Set<Element>();
      for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          const topmost = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          if (!topmost || element.contains(topmost) || topmost.contains(element)) return null;
          const cover = fixedAncestor(topmost);
          if (!cover || cover.contains(element)) return null;
          covers.add(cover);
        }
      }
      return [...covers].map(describe).join(', ');
    };
    Object.assign(window, { __qaFixedCover: coverOf, __qaDescribe: describe });
  });
}
