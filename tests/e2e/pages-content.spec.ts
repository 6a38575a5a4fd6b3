import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/site';

// Journeys within the pages' content by keyboard. Every route's content itself (one h1, enough words, no filler,
// internal links that answer) is checked by the route suite on the page it loads (tests/support/page-content.ts).

test.describe('keyboard journeys', () => {
  test('previous and next service links cycle through the enterprise services', async ({ page }) => {
    await page.goto('/solutions/enterprise/data-ai');
    const pager = page.getByRole('navigation', { name: 'Services' });

    await pager.getByRole('link', { name: 'Previous service Technology and Engineering' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/enterprise\/technology-engineering\/$/);
    await expect(page.locator('#main h1')).toHaveText('Technology and Engineering');

    await pager.getByRole('link', { name: 'Next service Data and Artificial Intelligence' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/enterprise\/data-ai\/$/);

    await pager.getByRole('link', { name: 'Next service Digital Transformation and Strategy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/enterprise\/digital-transformation\/$/);
    await expect(page.locator('#main h1')).toHaveText('Digital Transformation and Strategy');
  });

  test('the case-study filter is a set of toggle buttons with a polite count', async ({ page }) => {
    await page.goto('/case-studies');
    // The filter works once its code has arrived; a press before that is a no-op on prerendered buttons.
    await waitForHydration(page);
    const grid = page.locator('#case-studies');
    const status = grid.getByRole('status');
    const cards = grid.locator('[data-slot="portfolio-card"]');
    const all = grid.getByRole('button', { name: 'All' });
    const mobile = grid.getByRole('button', { name: 'Mobile app' });
    const web = grid.getByRole('button', { name: 'Web app' });
    // Fourteen case studies, seven of each kind: the count a visitor reads, and every card left showing the
    // badge of the kind chosen.
    const badges = cards.locator('[data-slot="badge"]');
    const expectOnly = async (category: string, count: number) => {
      await expect(status).toHaveText(`Showing ${count} case studies`);
      await expect(cards).toHaveCount(count);
      await expect(badges).toHaveText(Array<string>(count).fill(category));
    };

    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('Showing 14 case studies');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(14);

    await all.focus();
    await page.keyboard.press('Tab');
    await expect(web).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mobile).toBeFocused();
    await page.keyboard.press('Space');
    await expect(mobile).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expectOnly('Mobile app', 7);

    await web.focus();
    await page.keyboard.press('Enter');
    await expectOnly('Web app', 7);

    await page.locator('#case-studies').getByRole('button', { name: 'All' }).press('Enter');
    await expect(status).toHaveText('Showing 14 case studies');
    await expect(cards).toHaveCount(14);
  });

  test('the case-study hero scrolls down to the grid', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.getByRole('link', { name: 'Scroll Down' })).toHaveAttribute('href', '#case-studies');
  });

  test('a worker card plays its clip while keyboard focus is inside it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/digital-workforce');
    // Focus moved before hydration reaches no handler (seen once under load): wait for React first.
    await waitForHydration(page);
    const card = page.locator('#all-workers [data-slot="worker-card"]').first();
    const video = card.locator('video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);

    expect(await paused()).toBe(true);
    await card.getByRole('link').first().focus();
    await expect.poll(paused).toBe(false);
    await page.locator('#all-workers [data-slot="worker-card"]').nth(1).getByRole('link').first().focus();
    await expect.poll(paused).toBe(true);
  });
});
