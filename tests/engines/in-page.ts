import { actedPageReady } from '../../scripts/bench/page-ready';
import { intentControls } from '../support/layout';
import type { EnginePage } from './engine-page';

// Finding elements the way a visitor names them, and the page's readiness signals (each island's `ready`, as the
// Chromium specs wait on it: scripts/bench/page-ready.ts, tests/support/layout.ts), for any engine.

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

/**
 * In the page: every island of the page (docs/islands.md) that is not waiting for the visitor is ready. An island
 * marked `hydrate` waits (for the visitor to come near, to move in it or to move at all); one whose code is on its
 * way has lost the mark and is not ready until its code has run. At least one island: every page has the header.
 * The islands on their way and not ready yet are noted on <html> by name, so a wait that ends without them says
 * which they were at its end.
 */
const islandsReady = new Function(
  // actedPageReady is sent as its source (the page cannot import): it brings in the islands that wait for the
  // visitor's first act as a key would, once the page has loaded, and holds when every started island is ready.
  `const actedPageReady = ${actedPageReady.toString()};
   const ready = actedPageReady();
   const waiting = [...document.querySelectorAll('infinyte-island:is(:not([hydrate]), [hydrate="load"]):not([ready])')]
     .map((island) => island.getAttribute('name'))
     .join(' ');
   const root = document.documentElement;
   if (root.dataset.engineIslandsWaiting !== waiting) root.dataset.engineIslandsWaiting = waiting;
   return ready && document.querySelector('infinyte-island') !== null;`,
) as () => boolean;

/**
 * Waits until the page's islands have hydrated: each island hydrated with the page, or started since, carries
 * `ready` (set by its first commit), those that wait for the visitor's first act brought in. Islands still marked
 * `hydrate` otherwise (near the screen, intent, a move) wait for the visitor and are left alone.
 */
export async function waitForHydration(page: EnginePage) {
  await page.waitFor(islandsReady).catch(async (error: unknown) => {
    const waiting = await page
      .evaluate(() => document.documentElement.dataset.engineIslandsWaiting ?? null)
      .catch(() => null);
    throw new Error(`the page's islands never were all ready (not ready at the end of the wait: ${String(waiting)})`, {
      cause: error,
    });
  });
}

/**
 * Waits until the page shown is the one at `path`, loaded: a link followed is a document navigation (there is no
 * client router). A wait cut short by the page it began on unloading starts again, in the new page.
 */
export async function waitForArrival(page: EnginePage, path: string) {
  const arrived = (wanted: string) => location.pathname === wanted && document.readyState === 'complete';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.waitFor(arrived, path);
    } catch (error) {
      // WebKit's WebDriver ends a script the unload interrupts with this error; the next one runs in the new page.
      if (attempt === 3 || !/before the unload event/.test(String(error))) throw error;
    }
  }
}

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
 * Opens a page as the Chromium specs' gotoRunning does: its islands have hydrated, every island that waits until
 * the visitor comes near (`hydrate="visible"`) has been brought in and is ready, and the page is back at its top.
 * Islands that hydrate on the visitor's intent (the contact form) stay server HTML unless `intent` is set (then
 * they are hydrated, as a key press in them would, as gotoHydrated leaves them).
 */
export async function openReady(page: EnginePage, path: string, options: { intent?: boolean } = {}) {
  await page.goto(encodeURI(path));
  await waitForHydration(page);
  await bringVisibleIslandsIn(page);
  if (!options.intent) return;
  const present = await page.evaluate((selectors: string[]) => {
    const controls = [...document.querySelectorAll(selectors.join(','))];
    for (const control of controls)
      control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    return controls.length > 0;
  }, intentControls);
  if (!present) return;
  // Each control's island has run its code (an island's readiness is its own: there is no page-wide state).
  await page
    .waitFor(
      (selectors: string[]) =>
        [...document.querySelectorAll(selectors.join(','))].every(
          (control) => control.closest('infinyte-island')?.hasAttribute('ready') ?? false,
        ),
      intentControls,
    )
    .catch((error: unknown) => {
      throw new Error(`the controls that hydrate on intent (${intentControls.join(', ')}) never were ready`, {
        cause: error,
      });
    });
}

/**
 * Brings in every island that waits until the visitor comes near (`hydrate="visible"`), as a visitor who scrolls
 * through the page would: scrolls a box of each into view and waits until the runtime has started it (it takes the
 * mark away), then returns to the top and waits until all are ready. An island with no box at this width waits
 * for a visitor who can see it, and is left alone.
 */
async function bringVisibleIslandsIn(page: EnginePage) {
  for (let next = 1; ; next += 1) {
    const key = `${page.engine}-${next}`;
    const found = await page.evaluate((mark: string) => {
      for (const island of document.querySelectorAll('infinyte-island[hydrate="visible"]')) {
        const box = [...island.querySelectorAll('*')].find((element) => element.getClientRects().length > 0);
        if (!box) continue;
        island.setAttribute('data-engine-near', mark);
        box.scrollIntoView({ block: 'center', behavior: 'instant' });
        return true;
      }
      return false;
    }, key);
    if (!found) break;
    await page
      .waitFor((mark: string) => !document.querySelector(`[data-engine-near="${mark}"]`)?.hasAttribute('hydrate'), key)
      .catch(async (error: unknown) => {
        const name = await attribute(page, `[data-engine-near="${key}"]`, 'name');
        throw new Error(`the ${String(name)} island was scrolled into view, and never started`, { cause: error });
      });
  }
  await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: 'instant' }));
  await waitForHydration(page);
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
