import { expect, test } from '@playwright/test';
import { headerStoriesChunk, watchChunk } from '../support/held-chunk';
import { storyUrl } from '../support/stories';

// The mark every story test waits on (`<html data-story-rendered>`, .ladle/components.tsx) is a claim that the
// story is on screen: absent while a story waits for code behind Ladle's loading ring, present once it has
// rendered, with its content there at that moment.
test('a story is marked rendered only once it has rendered, not while it waits for code', async ({ page }) => {
  // Ladle loads each stories file as its story is opened: held, the story waits for its code.
  const chunk = await watchChunk(page, headerStoriesChunk, { hold: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(storyUrl('layout--header--over-hero', 'light'));

  await expect(page.locator('.ladle-ring-wrapper')).toBeVisible();
  await expect(page.locator('html[data-story-rendered]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);

  chunk.release();
  await page.locator('html[data-story-rendered]').waitFor({ state: 'attached' });
  // Read once, not polled: the story's content is there when the mark is.
  expect(await page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
  expect(await page.locator('.ladle-ring-wrapper').count()).toBe(0);
});
