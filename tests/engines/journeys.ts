import { describe, expect, test } from 'vitest';
import { SUCCESS, entries } from '../support/inquiry-entries';
import { allHydrated } from '../support/hydration';
import { intentControls } from '../support/layout';
import type { EnginePage } from './engine-page';
import { mobile, onePagePerSuite } from './one-page';
import {
  attribute,
  field,
  isFocused,
  nextFrames,
  openReady,
  tag,
  waitForArrival,
  waitForAttribute,
  waitForFocus,
  waitForHydration,
  waitForStillness,
} from './in-page';

// A visitor's journeys through the built site, the same in every engine: the Chromium specs cover the same
// ground with Playwright (shell-header, shell-menu, inquiry-modal, inquiry-form, sections-* specs).

const [desktopNav, contactForm] = intentControls as [string, string];
/** `ENGINES_MENU_REPEATS=20` runs every menu journey 20 times in a row, to show it holds every time. */
const menuRuns = Array.from({ length: Number(process.env.ENGINES_MENU_REPEATS ?? 1) }, (_, index) => index + 1);
/**
 * Between the pointer arriving on a trigger and the click: none, a quick hand, a slow one
 * (`ENGINES_CLICK_PAUSES=150` picks some, in milliseconds).
 */
const clickPauses = (process.env.ENGINES_CLICK_PAUSES ?? '0,150,300').split(',').map(Number);

export function defineJourneys(openPage: () => Promise<EnginePage>) {
  describe('journeys', () => {
    let page: EnginePage;
    // The next journey starts as a new visitor: no stored theme or draft.
    onePagePerSuite(
      openPage,
      (opened) => (page = opened),
      (used) =>
        used.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        }),
    );

    test('the theme toggle sets the dark class on body and the choice survives a reload', async () => {
      await openReady(page, '/', { intent: true });
      const toggle = await tag(page, 'header button', 'Dark theme');
      expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(false);
      await page.click(toggle);
      await page.waitFor(() => document.body.classList.contains('dark'));
      expect(await attribute(page, toggle, 'aria-pressed')).toBe('true');

      await page.reload();
      await waitForHydration(page);
      expect(
        await page.evaluate(() => [document.documentElement, document.body].every((e) => e.classList.contains('dark'))),
      ).toBe(true);
      expect(await attribute(page, await tag(page, 'header button', 'Dark theme'), 'aria-pressed')).toBe('true');
    });

    describe('desktop menu at 1440 px', () => {
      const cases = menuRuns.flatMap((run) => clickPauses.map((pause) => ({ run, pause, label: `${pause} ms` })));
      test.for(cases)(
        'run $run: from a cold page, the pointer moves onto Solutions and clicks after $label: the panel is open',
        async ({ pause }) => {
          await openReady(page, '/about');
          const solutions = await tag(page, `${desktopNav} button`, 'Solutions');
          await page.moveThenClick(solutions, pause);
          await page.waitFor(allHydrated, [desktopNav]).catch((error: unknown) => {
            throw new Error('the desktop menu never hydrated after the pointer came over it', { cause: error });
          });
          // Whatever the hover and the click did, the panel ends open: wait until it has stopped moving.
          await waitForAttribute(page, solutions, 'aria-expanded', 'true');
          await waitForStillness(page, desktopNav);
          await nextFrames(page);
          expect(await attribute(page, solutions, 'aria-expanded')).toBe('true');
          // tag() names a link by its text content, where the title and the description touch.
          await tag(page, `${desktopNav} a`, /^Digital Workforce/);
        },
      );

      test.for(menuRuns)(
        'run %i: by keyboard, Tab reaches Solutions, Enter opens, Tab enters the panel, Escape returns focus',
        async () => {
          await openReady(page, '/about');
          const solutions = await tag(page, `${desktopNav} button`, 'Solutions');
          for (let presses = 0; !(await isFocused(page, solutions)); presses += 1) {
            if (presses === 40) throw new Error('40 presses of Tab never reached the Solutions trigger');
            await page.press('Tab');
          }
          await page.press('Enter');
          await waitForAttribute(page, solutions, 'aria-expanded', 'true');
          await page.press('Tab');
          const inPanel = await page.evaluate((trigger: string) => {
            const panel = document.getElementById(document.querySelector(trigger)?.getAttribute('aria-controls') ?? '');
            return document.activeElement instanceof HTMLAnchorElement && !!panel?.contains(document.activeElement);
          }, solutions);
          expect(inPanel, 'Tab after Enter moves focus to a link in the open panel').toBe(true);
          await page.press('Escape');
          await waitForAttribute(page, solutions, 'aria-expanded', 'false');
          await waitForFocus(page, solutions);
        },
      );
    });

    test.for(menuRuns)(
      'run %i: the mobile sheet at 390 px opens, drills down, goes Back with focus returned and closes on Escape',
      async () => {
        await page.setViewport(mobile.width, mobile.height);
        await openReady(page, '/about', { intent: true });
        const trigger = await tag(page, 'header [aria-label="Menu"]');
        expect(await attribute(page, trigger, 'aria-expanded')).toBe('false');
        await page.click(trigger);
        await waitForAttribute(page, trigger, 'aria-expanded', 'true');
        const sheet = await tag(page, '[role="dialog"]', 'Menu');

        const philosophy = await tag(page, `${sheet} nav button`, 'Philosophy');
        await page.click(philosophy);
        const back = await tag(page, `${sheet} nav button`, /Back/);
        await waitForFocus(page, back);
        await tag(page, `${sheet} nav a`, 'Why Infinyte');

        await page.press('Enter');
        await waitForFocus(page, philosophy);
        expect(await attribute(page, philosophy, 'aria-expanded')).toBe('false');

        await page.press('Escape');
        await page.waitFor((selector: string) => !document.querySelector(selector), sheet);
        await waitForFocus(page, trigger);
      },
    );

    test('the conversation dialog traps focus, and Escape closes it and returns focus', async () => {
      await openReady(page, '/', { intent: true });
      const trigger = await tag(page, '[data-conversation-trigger]', undefined, { last: true });
      await page.click(trigger);
      const dialog = await tag(page, '[role="dialog"]', 'Start a Conversation');
      // Focus on its first control (Close), so a screen reader says the dialog's role and title on entering it.
      await page.waitFor(
        (selector: string) => document.querySelector(selector)?.contains(document.activeElement),
        dialog,
      );
      expect(await attribute(page, dialog, 'aria-modal')).toBe('true');
      for (let presses = 0; presses < 30; presses += 1) {
        await page.press(presses === 29 ? 'Shift+Tab' : 'Tab');
        const stop = await page.evaluate((selector: string) => {
          const focused = document.activeElement;
          if (!focused || !document.querySelector(selector)?.contains(focused)) return 'outside the dialog';
          // Every stop is a control with a name: Firefox stops on a scrolling box too, which has neither.
          const control = focused.matches('a[href], button, input, select, textarea');
          const named = !!(
            focused.getAttribute('aria-label') ||
            focused.getAttribute('aria-labelledby') ||
            (focused as HTMLInputElement).labels?.length ||
            focused.textContent?.trim()
          );
          return control && named ? 'a named control' : `${focused.tagName.toLowerCase()}.${focused.className}`;
        }, dialog);
        expect(stop, `focus after ${presses + 1} presses`).toBe('a named control');
      }
      await page.press('Escape');
      await page.waitFor((selector: string) => !document.querySelector(selector), dialog);
      await waitForFocus(page, trigger);
    });

    test('the contact form, sent empty, explains the fields and focuses the first', async () => {
      await openReady(page, '/contact', { intent: true });
      // Nothing is invalid before a send: no aria-invalid, and no empty `required` field matching :invalid,
      // which Firefox reads out as "invalid entry".
      const invalid = (form: string) =>
        [...document.querySelectorAll(`${form} input, ${form} select, ${form} textarea`)]
          .filter((control) => control.matches(':invalid') || control.hasAttribute('aria-invalid'))
          .map((control) => control.getAttribute('name'));
      expect(await page.evaluate(invalid, contactForm)).toEqual([]);
      await page.click(await tag(page, `${contactForm} button[type="submit"]`));
      const firstName = await field(page, contactForm, 'First name');
      await waitForFocus(page, firstName);
      expect(await attribute(page, firstName, 'aria-invalid')).toBe('true');
      expect(await page.evaluate(invalid, contactForm)).toEqual([
        'firstName',
        'lastName',
        'company',
        'email',
        'phone',
        'country',
        'reasonForContacting',
      ]);
      await page.waitFor(
        (form: string) =>
          document.querySelector(`${form} [role="status"]`)?.textContent?.includes('7 fields need attention'),
        contactForm,
      );
      const description = await page.evaluate(
        (selector: string) =>
          (document.querySelector(selector)?.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        firstName,
      );
      expect(description).toMatch(/Enter your first name/);
    });

    test('the contact form, filled in, sends to /api/inquiry and announces success', async () => {
      await openReady(page, '/contact', { intent: true });
      const typed: [string, string][] = [
        ['First name', entries.firstName],
        ['Last name', entries.lastName],
        ['Company', entries.company],
        ['Email', `amara+${Date.now()}@northwind.example`],
        ['Phone', entries.phone],
        ['Reason for contacting', entries.reasonForContacting],
      ];
      for (const [label, text] of typed) await page.type(await field(page, contactForm, label), text);
      // A native select's popup is outside the page in WebDriver; choose the option as the popup would.
      await page.evaluate(
        (selector: string, country: string) => {
          const select = document.querySelector<HTMLSelectElement>(selector)!;
          select.focus();
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, country);
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        await field(page, contactForm, 'Country'),
        entries.country,
      );
      await page.click(await tag(page, `${contactForm} input[type="checkbox"]`));
      await page.click(await tag(page, `${contactForm} button[type="submit"]`));
      await page.waitFor(
        (form: string, success: string) =>
          document.querySelector(`${form} [role="status"]`)?.textContent?.trim() === success,
        contactForm,
        SUCCESS,
      );
    });

    test('the worker carousel steps with Next and Previous, marks the current worker and says what is shown', async () => {
      await openReady(page, '/', { intent: true });
      const region = '[aria-roledescription="carousel"][aria-label="Digital workers"]';
      // One picker per worker, named by who it shows ('Ava, Chief of Staff').
      const pickers = await page.evaluate(
        (selector: string) =>
          [...document.querySelectorAll(`${selector} [role="group"][aria-label="Choose worker"] button`)].map(
            (button) => button.getAttribute('aria-label') ?? '',
          ),
        region,
      );
      expect(pickers).toHaveLength(12);
      expect(pickers[0]).toBe('Ava, Chief of Staff');
      const current = () =>
        page.evaluate(
          (selector: string) =>
            document.querySelector(`${selector} button[aria-current="true"]`)?.getAttribute('aria-label') ?? null,
          region,
        );
      expect(await current()).toBe(pickers[0]);
      const said = () =>
        page.evaluate(
          (selector: string) => document.querySelector(`${selector} [role="status"]`)?.textContent ?? null,
          region,
        );
      expect(await said(), 'nothing is said on load').toBe('');
      const waitForCurrent = (label: string) =>
        page.waitFor(
          (selector: string, wanted: string) =>
            document.querySelector(`${selector} button[aria-current="true"]`)?.getAttribute('aria-label') === wanted,
          region,
          label,
        );

      await page.click(await tag(page, `${region} button`, 'Next worker'));
      await waitForCurrent(pickers[1]!);
      await page.click(await tag(page, `${region} button`, 'Previous worker'));
      await waitForCurrent(pickers[0]!);
      await page.click(await tag(page, `${region} button`, pickers[3]!));
      await waitForCurrent(pickers[3]!);
      // Its live region says who is now in view, the picked worker first, however many the width shows.
      expect(await said()).toMatch(/^Showing Owen, .* of 12$/);
      // Slides out of view are inert, so neither Tab nor a screen reader lands on them.
      await page.waitFor(
        (selector: string) =>
          !document.querySelector(`${selector} [aria-label="4 of 12"]`)?.hasAttribute('inert') &&
          !!document.querySelector(`${selector} [aria-label="1 of 12"]`)?.hasAttribute('inert'),
        region,
      );
    });

    test('the case-study gallery opens a lightbox that steps with the arrow keys and returns focus', async () => {
      await openReady(page, '/case-studies/fade-home/', { intent: true });
      const thumbnails = '#main ul > li > button[aria-haspopup="dialog"]';
      const alts = await page.evaluate(
        (selector: string) =>
          [...document.querySelectorAll(`${selector} img`)].map((image) => image.getAttribute('alt')),
        thumbnails,
      );
      expect(alts.length).toBeGreaterThan(2);
      const first = await tag(page, thumbnails);
      await page.click(first);
      const headingIs = (alt: string) =>
        page.waitFor(
          (wanted: string) =>
            [...document.querySelectorAll('[role="dialog"] h2, [role="dialog"] h3')].some(
              (heading) => heading.textContent?.trim() === wanted,
            ),
          alt,
        );
      await headingIs(alts[0]!);
      await page.press('ArrowRight');
      await headingIs(alts[1]!);
      // And its live region says the new picture, not only its place.
      await page.waitFor(
        (wanted: string) =>
          !!document.querySelector('[role="dialog"] [role="status"]')?.textContent?.startsWith(wanted),
        alts[1]!,
      );
      await page.press('ArrowLeft');
      await headingIs(alts[0]!);
      await page.press('Escape');
      await page.waitFor(() => !document.querySelector('[role="dialog"]'));
      await waitForFocus(page, first);
    });

    test('following a link opens the new page at its top, with its title, and Tab starts from its start', async () => {
      await openReady(page, '/about', { intent: true });
      await page.click(await tag(page, 'footer a', 'Privacy Policy'));
      // A document navigation: the browser loads the new page, names it by its title and starts it at its top,
      // with nothing focused, so Tab goes from the document's start (docs/islands.md, "Pages change as documents").
      await waitForArrival(page, '/privacy/');
      await waitForHydration(page);
      expect(
        await page.evaluate(() => ({
          title: document.title,
          heading: document.querySelector('#main h1')?.textContent?.trim(),
          arrivedBy: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
          top: window.scrollY,
          focused: document.activeElement === document.body ? 'nothing' : document.activeElement?.outerHTML,
        })),
      ).toEqual({
        title: 'Privacy Policy | Infinyte',
        heading: 'Privacy Policy',
        arrivedBy: 'navigate',
        top: 0,
        focused: 'nothing',
      });
      await page.press('Tab');
      await waitForFocus(page, 'a[data-slot="skip-link"]');
    });
  });
}
