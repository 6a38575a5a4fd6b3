import { expect, test, type Page } from '@playwright/test';
import { holdApp } from '../support/cold-page';

// The early event contract (src/lib/early/press-contract.ts), in the page's own inline script, while the app's
// code is held back: a pointer's press on a sleeping control is kept for the app to replay, unless the app
// changed the control between the pointer going down and the click (the hero's prerendered Play turning into
// Pause as the clip starts by itself): that click would act on what the visitor never saw, and is dropped.

test.use({ viewport: { width: 1280, height: 800 } });

const heroControl = (page: Page) => page.getByRole('button', { name: /background video$/ });
const keptPresses = (page: Page) =>
  page.evaluate(() => (window.earlyPresses ?? []).map((press) => press.control.getAttribute('aria-label')));

async function pressHeld(page: Page, changeWhileHeld: boolean) {
  await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const control = heroControl(page);
  const box = (await control.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Whether the click went on to anything else in the page once the contract had seen it.
  await page.evaluate(() => {
    Object.assign(window, { clicksPassed: 0 });
    document.addEventListener('click', () => (window as unknown as { clicksPassed: number }).clicksPassed++);
  });
  await page.mouse.down();
  if (changeWhileHeld) await control.evaluate((button) => button.setAttribute('aria-label', 'Pause background video'));
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { clicksPassed: number }).clicksPassed);
}

test('a press on a sleeping control is kept for its code, and reaches nothing else', async ({ page }) => {
  expect(await pressHeld(page, false)).toBe(0);
  expect(await keptPresses(page)).toEqual(['Play background video']);
});

test('a click on a sleeping control the app changed while the pointer held it is dropped', async ({ page }) => {
  expect(await pressHeld(page, true)).toBe(0);
  expect(await keptPresses(page)).toEqual([]);
});
