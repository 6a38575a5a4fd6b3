import { expect, test, type Page } from '@playwright/test';
import { holdApp } from '../support/cold-page';
import { waitForFinalLayout } from '../support/layout';

// The early event contract (src/lib/early/press-contract.ts), in the page's own inline script, while the app's
// code is held back: a pointer's press on a sleeping control is kept for the app to replay, unless the app
// changed the control between the pointer going down and the click (a control that starts something by itself,
// as the hero's video once turned Play into Pause): that click would act on what the visitor never saw, and is
// dropped. The carousel's Next is such a sleeping control; the app is held, so the change is made by hand.

test.use({ viewport: { width: 1280, height: 800 } });

const sleepingControl = (page: Page) => page.getByRole('button', { name: 'Next worker' });
const keptPresses = (page: Page) =>
  page.evaluate(() => (window.earlyPresses ?? []).map((press) => press.control.getAttribute('aria-label')));

async function pressHeld(page: Page, changeWhileHeld: boolean) {
  await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const control = sleepingControl(page);
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Whether the click went on to anything else in the page once the contract had seen it.
  await page.evaluate(() => {
    Object.assign(window, { clicksPassed: 0 });
    document.addEventListener('click', () => (window as unknown as { clicksPassed: number }).clicksPassed++);
  });
  await page.mouse.down();
  if (changeWhileHeld) await control.evaluate((button) => button.setAttribute('aria-label', 'Previous worker'));
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { clicksPassed: number }).clicksPassed);
}

test('a press on a sleeping control is kept for its code, and reaches nothing else', async ({ page }) => {
  expect(await pressHeld(page, false)).toBe(0);
  expect(await keptPresses(page)).toEqual(['Next worker']);
});

test('a click on a sleeping control the app changed while the pointer held it is dropped', async ({ page }) => {
  expect(await pressHeld(page, true)).toBe(0);
  expect(await keptPresses(page)).toEqual([]);
});

test("the hero's video control answers before the app, and the app and the clip follow the choice", async ({
  page,
}) => {
  // With motion reduced the app never starts the clip by itself: it plays because the visitor chose it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const app = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const control = page.getByRole('button', { name: 'Play background video' });
  await control.click();
  // Answered by the start script: the control offers the other action, and nothing is kept for a replay.
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  expect(await keptPresses(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  app.release();
  await waitForFinalLayout(page);
  const clip = page.locator('[data-slot="hero"] video');
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  // The app adopted the choice: its own handler now answers, with the action the control shows.
  await page.getByRole('button', { name: 'Pause background video' }).click();
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
});

test.describe('a control the app replaces while the pointer holds it', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the no-script Menu pressed down, the app swaps in its button, the release opens the sheet', async ({
    page,
  }) => {
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const summary = page.locator('header summary[aria-label="Menu"]');
    const box = (await summary.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    app.release();
    // The app hydrates and replaces the <details> with its button while the pointer is still down.
    await expect(page.locator('header button[aria-label="Menu"]')).toBeVisible();
    await page.mouse.up();
    await waitForFinalLayout(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('header button[aria-label="Menu"]')).toHaveAttribute('aria-expanded', 'true');
  });
});
