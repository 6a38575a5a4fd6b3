import { expect, test } from '@playwright/test';
import { openPage } from '../support/site';
import { expectKeyboardWalk } from '../support/keyboard-walk';

// The keyboard walk the route suite runs on every page (tests/support/keyboard-walk.ts) can fail: on /about, a
// footer link that loses its focus ring, or a last link that sends Tab back to the first, each fail it.

test('a control whose focus is invisible fails the walk, by name', async ({ page }) => {
  await openPage(page, '/about');
  await page.addStyleTag({
    content: 'footer a:focus-visible { outline: none !important; box-shadow: none !important; }',
  });
  await expect(expectKeyboardWalk(page)).rejects.toThrow(/footer > .*a/);
});

test('a keyboard trap fails the walk', async ({ page }) => {
  await openPage(page, '/about');
  await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('footer a')];
    links.at(-1)?.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab' || event.shiftKey) return;
      event.preventDefault();
      links[0]?.focus();
    });
  });
  await expect(expectKeyboardWalk(page)).rejects.toThrow(/focus is stuck/);
});
