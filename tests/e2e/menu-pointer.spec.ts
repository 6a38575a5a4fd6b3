import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, gotoServed } from './shell-helpers';
import { headerChunk, watchChunk } from '../support/held-chunk';
import { isHydrated } from '../support/hydration';

// Most mouse visitors click the trigger they point at. Radix opens a panel on hover (after its
// delay, or as the menu hydrates under the pointer) and its trigger toggles on click, so the
// click that followed a hover-open closed the panel (src/components/layout/menu-press.ts).
// The page clock is paused while the pointer arrives, so each pause before the click is exact
// and Radix's hover delay (200 ms) has or has not run out as the case says. The menu's code is the header island's,
// preloaded with the page; held back, the served menu answers the pointer (its panels open by CSS) and the island's
// capture keeps the click for the island (src/islands/early/island-capture.ts).

const desktopNav = 'header nav[aria-label="Main"]:not(details nav)';
const clickPauses = [0, 50, 150, 300];

/** The trigger's centre, reached from the left edge of the page in small steps as a hand moves. */
async function pointOnto(page: Page, trigger: Locator) {
  const [x, y] = await centre(trigger);
  await page.mouse.move(1, y);
  await page.mouse.move(x, y, { steps: 12 });
}

async function centre(locator: Locator): Promise<[number, number]> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Stops the page's timers where they are (they run only as the test advances them). */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/** Runs the page's timers a second on (every hover delay and close timer has fired) and lets time flow again. */
/** A person's click: the pointer arrives on the trigger, rests `pause` ms on the paused clock, then presses. */
async function pointThenClick(page: Page, trigger: Locator, pause: number) {
  await pauseClock(page);
  await pointOnto(page, trigger);
  await page.clock.runFor(pause);
  await page.mouse.down();
  await page.mouse.up();
}

async function settle(page: Page) {
  await page.clock.runFor(1_000);
  await page.clock.resume();
}

async function expectOpen(page: Page, trigger: Locator) {
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /Digital Workforce Twelve/ })).toBeVisible();
}

test.describe('desktop menu under the pointer at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  for (const pause of clickPauses) {
    test(`cold page, code held until after the click after ${pause} ms: the panel is open`, async ({ page }) => {
      const chunk = await watchChunk(page, headerChunk, { hold: true });
      await gotoServed(page, '/about');
      const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });

      await pointThenClick(page, solutions, pause);
      await expect.poll(chunk.requested).toBe(1);
      expect(await isHydrated(page, desktopNav)).toBe(false);

      chunk.release();
      await expect.poll(() => isHydrated(page, desktopNav)).toBe(true);
      await settle(page);
      await expectOpen(page, solutions);
      await page.clock.runFor(1_000);
      await expectOpen(page, solutions);
    });

    test(`code loaded: the pointer moves onto Solutions and clicks after ${pause} ms; the panel is open, a second click closes it`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/about');
      const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
      await expect(solutions).toHaveAttribute('aria-expanded', 'false');

      await pointThenClick(page, solutions, pause);
      await settle(page);
      await expectOpen(page, solutions);

      // The click owns the panel now: the next one closes it, and the resting pointer does not reopen it.
      await page.mouse.click(...(await centre(solutions)));
      await expect(solutions).toHaveAttribute('aria-expanded', 'false');
      await page.clock.runFor(1_000);
      await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('a panel opened by a pointer resting on its trigger as the code arrives stays open on Enter', async ({
    page,
  }) => {
    const chunk = await watchChunk(page, headerChunk, { hold: true });
    await gotoServed(page, '/about');
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await pointOnto(page, solutions);
    await expect.poll(chunk.requested).toBe(1);

    chunk.release();
    await expectOpen(page, solutions);
    await solutions.focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(1_000);
    await expectOpen(page, solutions);
    await expect(solutions).toBeFocused();
    // Focus goes on into the panel as after any Enter that opens it.
    await page.keyboard.press('Tab');
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
  });
});
