import { expect, test } from '@playwright/test';
import { openPage } from '../support/site';
import { expectKeyboardWalk } from '../support/keyboard-walk';

// The keyboard walk the route suite runs on every page (tests/support/keyboard-walk.ts) can fail: on /about, a
// footer link that loses its focus ring, a last link that sends Tab back to the first, or a fixed bar that hides
// the footer's links as they take focus, each fail it.

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

test('a control hidden behind a fixed bar as it takes focus fails the walk, naming the bar', async ({ page }) => {
  await openPage(page, '/about');
  // Focus scrolls each footer link just into view at the bottom edge, which this bar covers.
  await page.addStyleTag({
    content: '#qa-bar { position: fixed; inset: auto 0 0 0; height: 30vh; z-index: 9999; background: gray; }',
  });
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'qa-bar' })));
  await expect(expectKeyboardWalk(page)).rejects.toThrow(/entirely hidden[\s\S]*footer > .* under div#qa-bar/);
});
