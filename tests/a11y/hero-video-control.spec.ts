import { expect, test } from '@playwright/test';
import { openPage } from '../support/site';

// The hero video's pause control sits on the first screen, under the header and beside the floating conversation
// control: at every width a pointer at its centre must hit it, and its click must toggle the clip (WCAG 2.2.2).
// Focus Not Obscured (WCAG 2.4.11) for every control is the route suite's: the keyboard walk at 390 and 1440 px
// and the responsive sweep's focus check from 320 to 1920 px (tests/visual/routes.spec.ts).

const widths = [360, 390, 1440] as const;

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
