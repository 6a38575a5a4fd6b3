import { expect, test } from '@playwright/test';
import { gotoRunning, gotoServed } from './shell-helpers';
import { formChunk, headerChunk, watchChunk } from '../support/held-chunk';

// An island's code (the header's, at the visitor's first act; the contact form's, at the first move inside it) may
// find the network gone. The page must stay as it is, its served control still
// working without the code (the menu's panels open by CSS and hold real links; the form posts natively). Before,
// the failed import was thrown at React, and the whole page became "Unexpected Application Error!".
// The code is asked for again at the next intent; Chromium answers a module address that failed once from its
// module map for the life of the document, so here the served control is what the visitor keeps.

test.describe('a control whose code fails to arrive', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the desktop menu stays the served menu, and its links still lead on', async ({ page }) => {
    const chunk = await watchChunk(page, headerChunk, { fail: true });
    await gotoServed(page, '/about');
    // The visitor's pointer arrives: the header's code is asked for, with the conversation's.
    await page.mouse.move(720, 450);
    await expect.poll(chunk.requested).toBeGreaterThanOrEqual(1);
    // The page's other islands run; the header stays as served.
    await page.waitForFunction(
      () => document.querySelector('infinyte-island[name="conversation"]')?.hasAttribute('ready'),
      undefined,
      { polling: 50 },
    );
    expect(await page.locator('infinyte-island[name="header"]').getAttribute('ready')).toBeNull();
    const heading = await page.locator('#main h1').textContent();
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });

    await solutions.hover();
    await page.mouse.move(1, 450);
    await solutions.hover();
    await expect(page.locator('#main h1')).toHaveText(heading!);

    // The served panel opens under the pointer by CSS; its link is followed to where it points.
    const link = page.getByRole('link', { name: /Digital Workforce Twelve/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new URL(href!, page.url()).href);
    await expect(page.locator('#main h1')).not.toHaveText(heading!);
  });

  test('the contact form stays the served form and keeps what was typed', async ({ page }) => {
    const chunk = await watchChunk(page, formChunk, { fail: true });
    await gotoRunning(page, '/contact');
    const heading = await page.locator('#main h1').textContent();
    const form = page.locator('form[data-source="contact-page"]');
    const firstName = form.getByRole('textbox', { name: 'First name' });

    await firstName.click();
    await expect.poll(chunk.requested).toBe(1);
    await firstName.pressSequentially('Amara');
    await form.getByRole('textbox', { name: 'Last name' }).click();

    await expect(page.locator('#main h1')).toHaveText(heading!);
    await expect(firstName).toHaveValue('Amara');
    // Still the form that posts without scripts: the endpoint and method the server wrote.
    await expect(form).toHaveAttribute('method', /post/i);
    await expect(form).toHaveAttribute('action', /.+/);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});
