import { allHydrated } from '../support/hydration';
import { intentControls } from '../support/layout';
import type { EnginePage } from './engine-page';

// Finding elements the way a visitor names them, and the page's readiness signals (the same ones the
// Chromium specs wait on: tests/support/layout.ts and hydration.ts), for any engine.

let tags = 0;

/**
 * Waits until an element matching the CSS selector is visible and, when `name` is given, has that accessible
 * name (aria-labelledby, else aria-label, else its text; a RegExp tests it), then gives that element a
 * selector of its own. `last` picks the last such element instead of the first.
 */
export async function tag(
  page: EnginePage,
  css: string,
  name?: string | RegExp,
  options: { last?: boolean } = {},
): Promise<string> {
  tags += 1;
  const key = `${page.engine}-${tags}`;
  const finder = (selector: string, wanted: string | null, source: string | null, last: boolean, mark: string) => {
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const text = labelledBy
        ? labelledBy
            .split(' ')
            .map((ref) => document.getElementById(ref)?.textContent ?? '')
            .join(' ')
        : (element.getAttribute('aria-label') ?? element.textContent ?? '');
      return text.replace(/\s+/g, ' ').trim();
    };
    const matches = (element: Element) => {
      if (wanted === null && source === null) return true;
      return source !== null ? new RegExp(source).test(nameOf(element)) : nameOf(element) === wanted;
    };
    const candidates = [...document.querySelectorAll(selector)].filter(
      (element) => element.getClientRects().length > 0 && matches(element),
    );
    const found = last ? candidates.at(-1) : candidates[0];
    found?.setAttribute('data-engine-target', mark);
    return !!found;
  };
  const pattern = name instanceof RegExp ? name.source : null;
  const exact = typeof name === 'string' ? name : null;
  await page.waitFor(finder, css, exact, pattern, options.last ?? false, key).catch((error: unknown) => {
    throw new Error(`no visible ${css}${name === undefined ? '' : ` named ${String(name)}`}`, { cause: error });
  });
  return `[data-engine-target="${key}"]`;
}

/** The field labelled `label` inside the scope (a <label for> or a wrapping <label>). */
export async function field(page: EnginePage, scope: string, label: string): Promise<string> {
  const id = await page.evaluate(
    (scopeSelector: string, text: string) => {
      const root = document.querySelector(scopeSelector);
      const labelElement = [...(root?.querySelectorAll('label') ?? [])].find(
        (element) => element.textContent?.replace(/\s+/g, ' ').replace('*', '').trim() === text,
      );
      const control = labelElement?.control;
      if (!control) return null;
      if (!control.id) throw new Error(`the field labelled ${text} has no id`);
      return control.id;
    },
    scope,
    label,
  );
  if (!id) throw new Error(`no field labelled ${label} in ${scope}`);
  return `[id="${id}"]`;
}

export const isFocused = (page: EnginePage, selector: string) =>
  page.evaluate((target: string) => document.activeElement === document.querySelector(target), selector);

export const attribute = (page: EnginePage, selector: string, name: string) =>
  page.evaluate(
    (target: string, attributeName: string) => document.querySelector(target)?.getAttribute(attributeName) ?? null,
    selector,
    name,
  );

export async function waitForAttribute(page: EnginePage, selector: string, name: string, value: string | null) {
  await page
    .waitFor(
      (target: string, attributeName: string, expected: string | null) =>
        (document.querySelector(target)?.getAttribute(attributeName) ?? null) === expected,
      selector,
      name,
      value,
    )
    .catch(async (error: unknown) => {
      const current = await attribute(page, selector, name);
      throw new Error(`${name} of ${selector} stayed ${String(current)}, never ${String(value)}`, { cause: error });
    });
}

/** Waits until the app has hydrated the page (`<html data-hydrated="true">`, set by the root's first effect). */
export const waitForHydration = (page: EnginePage) =>
  page.waitFor(() => document.documentElement.dataset.hydrated === 'true');

export const waitForFocus = (page: EnginePage, selector: string) =>
  page.waitFor((target: string) => document.activeElement === document.querySelector(target), selector);

/** Two rendering frames: the browser has laid out, painted and run its observers since the last step. */
export const nextFrames = (page: EnginePage) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until the element and its subtree have no running animation or transition. */
export const waitForStillness = (page: EnginePage, selector: string) =>
  page.waitFor(
    (target: string) =>
      document
        .querySelector(target)
        ?.getAnimations({ subtree: true })
        .every((animation) => animation.playState !== 'running') ?? true,
    selector,
  );

/**
 * Opens a page as the Chromium specs' gotoRunning does: the app has hydrated, every section deferred until
 * the visitor nears it has been brought in, and the layout is final. Controls that hydrate on intent stay
 * server HTML unless `intent` is set (then they are hydrated, as gotoHydrated leaves them).
 */
export async function openReady(page: EnginePage, path: string, options: { intent?: boolean } = {}) {
  await page.goto(encodeURI(path));
  await waitForHydration(page);
  await bringDeferredSectionsIn(page);
  await page.waitFor(() => document.documentElement.dataset.layout === 'settled');
  if (!options.intent) return;
  await page.evaluate((selectors: string[]) => {
    for (const element of document.querySelectorAll(selectors.join(','))) {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    }
  }, intentControls);
  const present = await page.evaluate(
    (selectors: string[]) => document.querySelector(selectors.join(',')) !== null,
    intentControls,
  );
  if (present) await page.waitFor(allHydrated, intentControls);
}

/** Scrolls every deferred section (listed in <html data-deferred>) into view until each has started, then back up. */
async function bringDeferredSectionsIn(page: EnginePage) {
  await page.waitFor(() => {
    const ids = (document.documentElement.dataset.deferred ?? '').split(' ').filter(Boolean);
    if (ids.length === 0) return true;
    document.getElementById(ids[0]!)?.scrollIntoView({ block: 'center', behavior: 'instant' });
    return false;
  });
  await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: 'instant' }));
}

/**
 * Scrolls the element to the middle of the viewport, as a visitor does before pointing at it, and waits until
 * it stands still (the site's smooth scrolling may carry the page on), so a pointer aimed at it lands on it.
 * Still means no transition or animation moving it or a box around it, and the same place twice: the header
 * slides back in when the page returns to the top, and on a loaded machine WebKit paints so rarely that two
 * reads 50 ms apart found it frozen mid-slide, above the viewport (a click there is out of bounds).
 */
export async function scrollIntoView(page: EnginePage, selector: string) {
  await page.evaluate((target: string) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`${target} is not in the page`);
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    delete document.documentElement.dataset.engineLastRect;
  }, selector);
  await page.waitFor((target: string) => {
    const element = document.querySelector(target)!;
    const moving = document.getAnimations().some((animation) => {
      const box = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const ends = animation.effect?.getComputedTiming().endTime !== Infinity;
      return animation.playState === 'running' && ends && !!box && box.contains(element);
    });
    if (moving) return false;
    const { x, y } = element.getBoundingClientRect();
    const where = `${x},${y}`;
    const root = document.documentElement;
    const still = root.dataset.engineLastRect === where;
    root.dataset.engineLastRect = where;
    return still;
  }, selector);
}
