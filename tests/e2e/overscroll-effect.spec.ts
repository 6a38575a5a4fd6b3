import { expect, test, type Page } from '@playwright/test';
import { openStory } from '../support/stories';
import { overscrollMotion } from '@/styles/generated/tokens';

// The two overscroll effects as the site's layer draws them at the largest pull (Motion/Overscroll
// stories): the glow fades a band in at the pulled edge, the bounce moves the content by the pull,
// each with transform and opacity only, and neither draws anything under reduced motion.

const content = (page: Page) => page.locator('[data-slot="pulled-page"]');
const band = (page: Page, edge: string) => page.locator(`[data-overscroll-glow="${edge}"]`);

test('glow: the pulled edge shows a full band, the other edge none, and the content stays put', async ({ page }) => {
  await openStory(page, 'motion--overscroll--glow-at-top', 'light');
  await expect(band(page, 'top')).toHaveCSS('opacity', '1');
  await expect(band(page, 'bottom')).toHaveCSS('opacity', '0');
  await expect(content(page)).toHaveCSS('transform', 'none');

  await openStory(page, 'motion--overscroll--glow-at-bottom', 'light');
  await expect(band(page, 'bottom')).toHaveCSS('opacity', '1');
  await expect(band(page, 'top')).toHaveCSS('opacity', '0');
});

test('bounce: the content moves away from the pulled edge by the largest pull, and no band is drawn', async ({
  page,
}) => {
  await openStory(page, 'motion--overscroll--bounce-at-top', 'light');
  await expect(content(page)).toHaveCSS('transform', `matrix(1, 0, 0, 1, 0, ${overscrollMotion.max})`);
  await expect(page.locator('[data-overscroll-glow]')).toHaveCount(0);

  await openStory(page, 'motion--overscroll--bounce-at-bottom', 'light');
  await expect(content(page)).toHaveCSS('transform', `matrix(1, 0, 0, 1, 0, -${overscrollMotion.max})`);
});

for (const effect of ['glow', 'bounce']) {
  test(`${effect} under reduced motion draws nothing`, async ({ page }) => {
    await openStory(page, `motion--overscroll--${effect}-under-reduced-motion`, 'light');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.locator('[data-overscroll-glow]')).toHaveCount(0);
    await expect(content(page)).toHaveCSS('transform', 'none');
  });
}
