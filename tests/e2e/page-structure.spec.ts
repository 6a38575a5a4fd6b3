import { expect, test } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';

// What a screen-reader user meets on `/` besides what the engines check: the landmarks they can jump to, an h1
// that is a heading and nothing more, and a new-tab note that is part of its link's one name (issue 34: Orca
// read "Page has 19 landmarks", "heading level 1 clickable" and the note as a link of its own).

test.describe('page structure on /', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/');
  });

  test('landmarks are the places a visitor jumps to, not every band', async ({ page }) => {
    const landmarks: Record<string, string[]> = {};
    for (const role of ['banner', 'navigation', 'main', 'region', 'form', 'contentinfo', 'complementary'] as const) {
      landmarks[role] = await page
        .getByRole(role)
        .evaluateAll((found) =>
          found.map(
            (landmark) => landmark.getAttribute('aria-label') ?? landmark.getAttribute('aria-labelledby') ?? '',
          ),
        );
    }
    expect(landmarks).toEqual({
      banner: [''],
      navigation: ['Main', expect.any(String), expect.any(String)],
      main: [''],
      region: ['Digital workers', 'Client testimonials'],
      form: [],
      contentinfo: [''],
      complementary: [expect.any(String)],
    });
  });

  test('the h1 takes no focus and has no click handler of its own', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveAttribute('tabindex');
    expect(await heading.evaluate((element: HTMLElement) => element.onclick)).toBeNull();
    await heading.click();
    await expect(heading).not.toBeFocused();
  });

  test('a followed link opens the next page at its start: the first Tab reaches the skip link', async ({ page }) => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const heading = page.locator('#main h1');
    await expect(heading).toHaveText('Privacy Policy');
    // A document navigation, as on any site: nothing is focused, and the page starts at its top.
    expect(await page.evaluate(() => [document.activeElement === document.body, window.scrollY])).toEqual([true, 0]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(heading).not.toHaveAttribute('tabindex');
  });

  test('a link that opens a new tab says so in its one name, with no separate text for the note', async ({ page }) => {
    const link = page.getByRole('link', { name: 'Business Growth Platform (opens in a new tab)', exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    // The note is hidden and referenced by the link's aria-labelledby: no box of its own to be read as a line.
    const note = link.locator('[hidden]');
    await expect(note).toHaveText('(opens in a new tab)');
    await expect(note).toBeHidden();
    await expect(page.locator('a[target="_blank"] [data-slot="visually-hidden"]')).toHaveCount(0);
    // An icon-only link names itself with aria-label, which takes the note too.
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Infinyte on YouTube (opens in a new tab)', exact: true }),
    ).toHaveAttribute('target', '_blank');
  });
});
