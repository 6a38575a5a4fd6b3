import { expect, test } from '@playwright/test';
import { templateSamples } from '@/app/route-table';
import { expectKeyboardWalk } from '../support/keyboard-walk';
import { openPage } from '../support/site';

// WCAG 2.2 SC 2.4.11 (Focus Not Obscured, AA) at the narrowest phone: the keyboard walk (tests/support/
// keyboard-walk.ts), which fails on a focused control entirely hidden behind something fixed or sticky (the header,
// the floating conversation control), through one page of every template at 360 px; the route suite walks every
// route at 390 and 1440 px. And the hero video's pause button, which sits on the first screen, takes a pointer's
// click at every width.

const widths = [360, 390, 1440] as const;
/** The narrowest phone: the route suite walks the site's own widths. */
const walkWidths = [360] as const;

for (const { template, path } of templateSamples()) {
  for (const width of walkWidths) {
    test(`${template} (${path}) at ${width}px: no focused control is entirely covered`, async ({ page }) => {
      await openPage(page, path, { width, height: 800 });
      await expectKeyboardWalk(page);
    });
  }
}

for (const width of widths) {
  test(`the hero video's pause control takes a pointer's click at ${width}px`, async ({ page }) => {
    await openPage(page, '/', { width, height: 800, reducedMotion: 'no-preference' });
    const control = page.getByRole('button', { name: /^(Pause|Play) background video$/ });
    const before = await control.getAttribute('aria-label');
    const box = await control.boundingBox();
    expect(box, 'the control is on the first screen').not.toBeNull();
    const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
    // What a pointer at its centre would hit: the control itself, not something floating over it.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      centre,
    );
    expect(hit).toBe(before);
    await page.mouse.click(centre.x, centre.y);
    await expect(control).not.toHaveAttribute('aria-label', before!);
  });
}
