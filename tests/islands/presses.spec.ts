import { expect, test, type Page } from '@playwright/test';
import { holdRuntime } from '../support/cold-page';
import { waitForHydration } from '../support/site';

// The islands' capture (src/islands/early/island-capture.ts) is the site's press contract with islands for regions:
// its two pointer rules on the islands pages, with the page's module script held back (a held module script holds
// DOMContentLoaded too, so the page is opened at its first byte).

const keptPresses = (page: Page) =>
  page.evaluate(() =>
    (window.earlyPresses ?? []).map(
      ({ control }) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
    ),
  );

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the no-script Menu held down while the header island swaps in its button: the release opens the sheet', async ({
    page,
  }) => {
    const code = await holdRuntime(page);
    await page.goto('/', { waitUntil: 'commit' });
    const summary = page.locator('header summary[aria-label="Menu"]');
    const box = (await summary.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    code.release();
    // The header's island hydrates and replaces the <details> with its button while the pointer is still down.
    const button = page.locator('header button[aria-label="Menu"]');
    await expect(button).toBeVisible();
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero's Play pressed before its code is kept, and the clip plays once the island is ready", async ({
    page,
  }) => {
    // With motion reduced the clip never starts by itself: it plays because the visitor chose it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await holdRuntime(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Play background video' }).click();
    expect(await keptPresses(page)).toEqual(['Play background video']);
    code.release();
    await waitForHydration(page);
    const clip = page.locator('[data-slot="hero"] video');
    await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
    // Applied once: the control now offers Pause, and its own handler answers it.
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });

  for (const changed of [false, true]) {
    test(`a press on Solutions before the header's code ${changed ? 'that changed while held is dropped' : 'is kept, and reaches nothing else'}`, async ({
      page,
    }) => {
      const code = await holdRuntime(page);
      await page.goto('/about/', { waitUntil: 'commit' });
      const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
      const box = (await solutions.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.evaluate(() => {
        Object.assign(window, { clicksPassed: 0 });
        document.addEventListener('click', () => (window as unknown as { clicksPassed: number }).clicksPassed++);
      });
      await page.mouse.down();
      if (changed) await solutions.evaluate((button) => button.setAttribute('aria-expanded', 'true'));
      await page.mouse.up();
      expect(await page.evaluate(() => (window as unknown as { clicksPassed: number }).clicksPassed)).toBe(0);
      expect(await keptPresses(page)).toEqual(changed ? [] : ['Solutions']);
      if (changed) return;
      // Replayed once the island is ready: the panel is open.
      await page.mouse.move(1, 700);
      code.release();
      await waitForHydration(page);
      await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    });
  }
});
