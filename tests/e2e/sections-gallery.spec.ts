import { expect, test } from '@playwright/test';
import { openStory } from '../support/stories';

// The justified case-study gallery and its lazily loaded lightbox.
test.describe('case study gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStory(page, 'sections--case-study-blocks--gallery', 'light');
  });

  test('lays pictures out in justified rows that fill the width', async ({ page }) => {
    const items = page.locator('ul > li:has(button[aria-haspopup="dialog"])');
    await expect(items).toHaveCount(6);
    const list = await page.locator('ul:has(> li > button[aria-haspopup="dialog"])').boundingBox();
    const boxes = await items.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON()),
    );
    const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1);
    const rightEdge = Math.max(...firstRow.map((box) => box.right));
    expect(Math.abs(rightEdge - (list!.x + list!.width))).toBeLessThan(2);
  });

  test('opens with Enter, steps with the arrow keys, closes with Escape and returns focus', async ({ page }) => {
    const thumbnails = page.locator('button[aria-haspopup="dialog"]');
    const second = thumbnails.nth(1);
    const secondAlt = await second.locator('img').getAttribute('alt');
    const thirdAlt = await thumbnails.nth(2).locator('img').getAttribute('alt');

    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: secondAlt! })).toBeVisible();
    await expect(dialog).toContainText('Image 2 of 6');
    // Opening says the dialog's name and description; the live region waits for a step.
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: thirdAlt! })).toBeVisible();
    await expect(dialog).toContainText('Image 3 of 6');
    // The new picture first, its caption, then its place.
    await expect(status).toHaveText(/Image 3 of 6\.$/);
    await expect(status).toContainText(thirdAlt!);
    await expect(status).toContainText((await dialog.locator('figcaption').textContent())!);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Image 1 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Image 6 of 6');

    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog).toContainText('Image 1 of 6');
    await expect(status).toHaveText(/Image 1 of 6\.$/);
    await expect(status).toContainText((await thumbnails.first().locator('img').getAttribute('alt'))!);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('opens on click and closes with its close button', async ({ page }) => {
    const first = page.locator('button[aria-haspopup="dialog"]').first();
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close gallery' }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });
});
