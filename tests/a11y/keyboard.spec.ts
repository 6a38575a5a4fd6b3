import { expect, test, type Page } from '@playwright/test';
import { openPage, sitePaths, siteWidths } from '../support/site';

// A keyboard walk of every route at 1440 and 390 px: the skip link comes
// first and lands on #main; Tab then visits every control, each with a
// measured focus indicator and an accessible name, and leaves the page
// without getting stuck (a control visited twice before focus leaves is a trap). At 1440 px the same load checks the landmarks and
// the heading outline a screen reader navigates by.

/** More Tab presses than any page has controls: reaching this means focus is stuck. */
const MAX_TABS = 400;

type Stop = {
  /** A CSS-like path that identifies the element in reports. */
  where: string;
  name: string;
  /** The focused look differs from the unfocused one by an outline of 2 px or more, or a shadow ring. */
  indicator: boolean;
  detail: string;
};

type Walker = {
  elements: Element[];
  looks: { outline: string; width: number; shadow: string }[][];
  stops: Omit<Stop, 'indicator' | 'detail'>[];
};

/**
 * Installs the in-page recorder. `look` reads the element and a few
 * ancestors, because an interactive card shows its ring on the card
 * (focus-within), not on the link.
 */
async function installWalker(page: Page) {
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
    const walker: Walker = { elements: [], looks: [], stops: [] };
    const record = () => {
      const active = document.activeElement;
      if (!active || active === document.body || active.matches('a[href="#main"]')) return 'left';
      if (walker.elements.includes(active)) return 'revisit';
      walker.elements.push(active);
      walker.looks.push(look(active));
      walker.stops.push({ where: describe(active), name: nameOf(active) });
      return 'new';
    };
    const measure = (): Stop[] =>
      walker.stops.map((stop, index) => {
        // The three lists grow together in record(), so every index exists.
        const focused = walker.looks[index]!;
        const unfocused = look(walker.elements[index]!);
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
    Object.assign(window, { __qaWalker: { record, measure } });
  });
}

type WalkerApi = { __qaWalker: { record: () => 'left' | 'revisit' | 'new'; measure: () => Stop[] } };

/** Tabs from the current focus until focus leaves the page; then measures each stop with nothing focused. */
async function walk(page: Page) {
  await installWalker(page);
  let stuck = true;
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(() => (window as unknown as WalkerApi).__qaWalker.record());
    if (step === 'left') {
      stuck = false;
      break;
    }
    if (step === 'revisit') break;
  }
  const stops = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    return (window as unknown as WalkerApi).__qaWalker.measure();
  });
  return { stops, stuck };
}

async function expectLandmarksAndOutline(page: Page) {
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

for (const path of sitePaths()) {
  test(`keyboard ${path}`, async ({ page }) => {
    test.slow();
    for (const width of siteWidths) {
      await test.step(`at ${width}px`, async () => {
        await openPage(page, path, { width });
        if (width === 1440) await expectLandmarksAndOutline(page);

        // The skip link is the first stop and moves focus to main.
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
      });
    }
  });
}
