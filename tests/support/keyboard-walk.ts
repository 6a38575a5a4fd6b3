import { expect, type Page } from '@playwright/test';
import { installFixedCover, type FixedCoverApi } from './fixed-cover';
import { moveTabStartToTop } from './layout';

// A keyboard walk of a page: the skip link comes first and lands on #main; Tab then visits every control,
// each with a measured focus indicator, an accessible name and never entirely hidden behind something fixed or
// sticky (WCAG 2.2 SC 2.4.11, Focus Not Obscured), and leaves the page without getting stuck (a control visited
// twice before focus leaves is a trap). Plus the landmarks and the heading outline a screen reader navigates
// by. The route suite (tests/visual/routes.spec.ts) walks every route at both widths.

/** More Tab presses than any page has controls: reaching this means focus is stuck. */
const MAX_TABS = 400;
/** Tab presses between two looks at the walk's state: the page records each stop itself, as focus arrives. */
const PRESSES_PER_CHECK = 10;

type Stop = {
  /** A CSS-like path that identifies the element in reports. */
  where: string;
  name: string;
  /** The focused look differs from the unfocused one by an outline of 2 px or more, or a shadow ring. */
  indicator: boolean;
  detail: string;
  /** What fixed or sticky element hid every visible point of the control when it took focus, if one did. */
  cover: string | null;
};

type WalkEnd = 'left' | 'revisit' | undefined;
type WalkerApi = { __qaWalker: { end: () => WalkEnd; measure: () => Stop[] } };

/**
 * Installs the in-page recorder. Each Tab press's stop is what is focused when the next press arrives (or when
 * the test asks), so a batch of presses needs one round trip, not two per stop. `look` reads the element and
 * a few ancestors, because an interactive card shows its ring on the card (focus-within), not on the link.
 * Focus coming back round to the skip link (or to body) means it left the page; a stop seen twice, a trap.
 */
async function installWalker(page: Page) {
  await installFixedCover(page);
  await page.evaluate(() => {
    // The focused look is read right after each Tab press; a transition (even
    // the 0.01 ms one under reduced motion) would still report the old style.
    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(noTransitions);
    const look = (element: Element) => {
      const looks = [];
      for (
        let node: Element | null = element;
        node && node !== document.body && looks.length < 5;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        const outlineVisible = style.outlineStyle !== 'none' && style.outlineColor !== 'rgba(0, 0, 0, 0)';
        looks.push({
          outline: outlineVisible ? `${style.outlineStyle} ${style.outlineColor} ${style.outlineOffset}` : 'none',
          width: outlineVisible ? parseFloat(style.outlineWidth) : 0,
          shadow: style.boxShadow,
        });
      }
      return looks;
    };
    const describe = (window as unknown as FixedCoverApi).__qaDescribe;
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    // A close approximation of the accessible name computation, enough to catch a control with none.
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
      const images = [...element.querySelectorAll('img[alt], svg[aria-label]')].map(
        (image) => image.getAttribute('alt') ?? image.getAttribute('aria-label') ?? '',
      );
      return [
        labelledBy ? textOf(labelledBy) : '',
        element.getAttribute('aria-label') ?? '',
        labels.map((label) => label.textContent ?? '').join(' '),
        element.getAttribute('title') ?? '',
        (element as HTMLElement).innerText ?? '',
        ...images,
      ]
        .join(' ')
        .trim();
    };
    // Whether something fixed or sticky hides the control entirely (tests/support/fixed-cover.ts).
    const coverOf = (window as unknown as FixedCoverApi).__qaFixedCover;

    const elements: Element[] = [];
    const looks: ReturnType<typeof look>[] = [];
    const stops: { where: string; name: string; cover: string | null }[] = [];
    let end: WalkEnd;
    let presses = 0;
    let recorded = 0;
    // Where the latest Tab press put focus, once per press: what is focused now is that press's stop.
    const record = () => {
      if (end || recorded === presses) return;
      recorded = presses;
      const active = document.activeElement;
      if (!active || active === document.body || active.matches('a[href="#main"]')) end = 'left';
      else if (elements.includes(active)) end = 'revisit';
      else {
        elements.push(active);
        looks.push(look(active));
        stops.push({ where: describe(active), name: nameOf(active), cover: coverOf(active) });
      }
    };
    // The next Tab's keydown comes before focus moves on: the previous press's stop is read there.
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      record();
      presses += 1;
    };
    window.addEventListener('keydown', onTab, { capture: true });

    const measure = () => {
      window.removeEventListener('keydown', onTab, { capture: true });
      (document.activeElement as HTMLElement | null)?.blur();
      return stops.map((stop, index) => {
        // The lists grow together, so every index exists.
        const focused = looks[index]!;
        const unfocused = look(elements[index]!);
        const ring = focused.findIndex((then, level) => {
          const now = unfocused[level];
          const outline = then.width >= 2 && (then.outline !== now?.outline || then.width !== now?.width);
          const shadow = then.shadow !== 'none' && then.shadow !== now?.shadow;
          return outline || shadow;
        });
        const shown = focused[Math.max(ring, 0)];
        return {
          ...stop,
          indicator: ring !== -1,
          detail: `outline ${shown?.outline} ${shown?.width}px, shadow ${shown?.shadow}`,
        };
      });
    };
    Object.assign(window, {
      __qaWalker: {
        end: () => {
          record();
          return end;
        },
        measure,
      },
    });
  });
}

/** Tabs from the current focus until focus leaves the page (or meets a stop twice); then measures each stop. */
async function walk(page: Page) {
  await installWalker(page);
  let end: WalkEnd;
  for (let presses = 0; presses < MAX_TABS && !end; presses += PRESSES_PER_CHECK) {
    for (let press = 0; press < PRESSES_PER_CHECK; press += 1) await page.keyboard.press('Tab');
    end = await page.evaluate(() => (window as unknown as WalkerApi).__qaWalker.end());
  }
  const stops = await page.evaluate(() => (window as unknown as WalkerApi).__qaWalker.measure());
  return { stops, stuck: end !== 'left' };
}

/** Where a visitor who has not pressed a key yet is: at the top, Tab starting from the document's start. */
async function startFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await moveTabStartToTop(page);
}

/** The skip link is the first stop and moves focus to main; then every control has a visible focus and a name. */
export async function expectKeyboardWalk(page: Page) {
  await startFromTop(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // Back to the top and walk the whole page.
  await skip.focus();
  const { stops, stuck } = await walk(page);
  expect(
    stuck,
    `focus is stuck: ${stops
      .slice(-5)
      .map((stop) => stop.where)
      .join(' -> ')}`,
  ).toBe(false);
  expect(stops.length).toBeGreaterThan(3);
  expect(stops.filter((stop) => !stop.indicator).map((stop) => `${stop.where}: ${stop.detail}`)).toEqual([]);
  expect(stops.filter((stop) => !stop.name).map((stop) => stop.where)).toEqual([]);
  expect(
    stops.filter((stop) => stop.cover).map((stop) => `${stop.where} under ${stop.cover}`),
    'focused controls entirely hidden',
  ).toEqual([]);
}

/** One banner, main and footer, every navigation named, no band named as a region, and headings that never skip a level on the way down. */
export async function expectLandmarksAndOutline(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
  const navigations = await page
    .getByRole('navigation')
    .evaluateAll((navs) =>
      navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby') ?? ''),
    );
  expect(
    navigations.filter((name) => !name),
    'every navigation landmark has a name',
  ).toEqual([]);
  // Landmarks are what a visitor jumps to, not every band (src/components/ui/section.tsx): the only named
  // regions are carousels, which the APG carousel pattern makes labelled regions.
  const regions = await page
    .getByRole('region')
    .evaluateAll((found) =>
      found
        .filter((region) => region.getAttribute('aria-roledescription') !== 'carousel')
        .map((region) => `${region.tagName.toLowerCase()} ${region.textContent?.trim().slice(0, 40)}`),
    );
  expect(regions, 'named regions other than carousels').toEqual([]);

  // Headings as a screen reader lists them: never skipping a level on the way down.
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => heading.checkVisibility() && !heading.closest('[aria-hidden="true"], [inert]'))
      .map((heading) => `${heading.tagName[1]} ${heading.textContent?.trim().slice(0, 40)}`),
  );
  const skips = levels.filter((entry, index) => {
    const level = Number(entry[0]);
    const previous = index === 0 ? 1 : Number(levels[index - 1]?.[0]);
    return level > previous + 1;
  });
  expect(levels[0]?.[0], 'the first heading is the h1').toBe('1');
  expect(skips, `headings skip a level: ${levels.join(' | ')}`).toEqual([]);
}
