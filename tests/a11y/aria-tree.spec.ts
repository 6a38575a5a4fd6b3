import { test } from '@playwright/test';
import { FAILURE, SUCCESS } from '../e2e/inquiry-helpers';
import { expectAriaTree } from '../support/aria-tree';
import { FIXED_TIME, openPage, siteWidths, switchWidth } from '../support/site';
import {
  acceptInquiries,
  closeDesktopMenu,
  desktopMenuNames,
  failInquiries,
  holdInquiries,
  mobileMenuGroups,
  openConversationDialog,
  openDesktopMenu,
  openGalleryLightbox,
  openMobileGroup,
  openMobileMenu,
  sendInquiry,
  submitEmptyInquiry,
} from '../support/site-states';

// The accessibility tree of every state the screenshot suite shoots, at both widths where the state exists at
// both: a lost landmark, a heading moved a level, a control that lost its name or a link that points elsewhere
// fails with a readable diff of `.aria.yml` files (tests/__aria__/). Every route's own tree, at both widths, is
// compared in the route suite's page load (tests/visual/routes.spec.ts).
// The form states are compared at 1440 px only: the form's tree is the same at both widths, and the header's
// two shapes are compared with every route.
// One theme: the theme changes colours only, never a role, a name or the structure, so a dark tree would
// repeat the light one byte for byte.

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test.describe('states', () => {
  test('each desktop menu open at 1440 px', async ({ page }) => {
    // One tree per menu: give it triple the default time.
    test.slow();
    await openPage(page, '/about', { width: 1440 });
    for (const name of await desktopMenuNames(page)) {
      const trigger = await openDesktopMenu(page, name);
      await expectAriaTree(page, `menu-desktop-${slug(name)}`);
      await closeDesktopMenu(page, trigger);
    }
  });

  test('mobile menu at the top level and drilled into each group at 390 px', async ({ page }) => {
    // One tree per menu: give it triple the default time.
    test.slow();
    await openPage(page, '/about', { width: 390 });
    const sheet = await openMobileMenu(page);
    await expectAriaTree(page, 'menu-mobile');
    for (const name of await mobileMenuGroups(sheet)) {
      const back = await openMobileGroup(sheet, name);
      await expectAriaTree(page, `menu-mobile-${slug(name)}`);
      await back.click();
    }
  });

  test('conversation dialog', async ({ page }) => {
    await openPage(page, '/');
    await openConversationDialog(page);
    for (const width of siteWidths) {
      await switchWidth(page, width);
      await expectAriaTree(page, `conversation-dialog-${width}`);
    }
  });

  test('inquiry field errors after an empty submit', async ({ page }) => {
    await openPage(page, '/contact');
    await submitEmptyInquiry(page);
    await expectAriaTree(page, 'form-errors');
  });

  test('inquiry sending', async ({ page }) => {
    await holdInquiries(page);
    await openPage(page, '/contact');
    await sendInquiry(page, /Sending your message/);
    await expectAriaTree(page, 'form-sending');
  });

  test('inquiry sent', async ({ page }) => {
    // The message shows for 5 s: a paused clock holds it for as long as the comparison takes.
    await page.clock.install({ time: FIXED_TIME });
    await acceptInquiries(page);
    await openPage(page, '/contact', { fixedTime: false });
    await page.clock.pauseAt(new Date(FIXED_TIME.getTime() + 60 * 60_000));
    await sendInquiry(page, new RegExp(SUCCESS));
    await expectAriaTree(page, 'form-sent');
  });

  test('inquiry failed', async ({ page }) => {
    await failInquiries(page);
    await openPage(page, '/contact');
    await sendInquiry(page, FAILURE);
    await expectAriaTree(page, 'form-failed');
  });

  test('case study gallery lightbox', async ({ page }) => {
    await openPage(page, '/case-studies/repairline');
    await openGalleryLightbox(page);
    for (const width of siteWidths) {
      await switchWidth(page, width);
      await expectAriaTree(page, `gallery-lightbox-${width}`);
    }
  });
});
