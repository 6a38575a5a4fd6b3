import { expect, test } from '@playwright/test';
import { openStory } from '../support/stories';

// A split layout keeps its copy first in reading order; from 992 px its picture stands on the side the
// content asks for, and below that it follows the copy.
const pictureBeside = async (page: import('@playwright/test').Page) => {
  const heading = await page.getByRole('heading', { level: 2 }).first().boundingBox();
  const picture = await page.locator('section img').first().boundingBox();
  return { heading: heading!, picture: picture! };
};

test('image left: the picture stands left of the copy at 1440 px and below it at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStory(page, 'sections--content-blocks--split-image-left-muted', 'light');
  const wide = await pictureBeside(page);
  expect(wide.picture.x + wide.picture.width).toBeLessThanOrEqual(wide.heading.x);

  await page.setViewportSize({ width: 390, height: 844 });
  await openStory(page, 'sections--content-blocks--split-image-left-muted', 'light');
  const narrow = await pictureBeside(page);
  expect(narrow.picture.y).toBeGreaterThan(narrow.heading.y + narrow.heading.height);
});

test('image right (the default): the picture stands right of the copy at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStory(page, 'sections--content-blocks--split-image-right', 'light');
  const { heading, picture } = await pictureBeside(page);
  expect(picture.x).toBeGreaterThanOrEqual(heading.x + heading.width);
});
