import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './shell-helpers';
import { waitForHydration } from '../support/site';
import { ANALYTICS_URL } from '../../playwright.config';
import { expectNoAxeViolations } from '../support/axe';
import { FAKE_VENDOR_PORT, startFakeServer, type FakeServer } from '../support/fake-servers';
import { fillInquiry, inquiryForm, submitButton, SUCCESS } from './inquiry-helpers';

// The analytics build (`.env.analytics`, `npm run build:analytics`) loads its vendor script from a
// local stand-in for Segment's CDN. Like analytics.js, the fake installs `window.analytics` and
// posts each call to its own origin, so every vendor request lands in `vendor.requests`. Its calls go out at
// once, so they may arrive in any order: as analytics.js stamps each call (messageId, timestamp), the fake
// numbers them (`seq`, counted on through the visit's pages in session storage), and a test reads the calls in the
// order the site made them, not the network's.
test.describe.configure({ mode: 'serial' });

const FLUSH_INTERVAL_MS = 3000;
const PLUGIN_LOAD_WAIT_MS = 10_000;

const fakeAnalyticsJs = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const next = () => {
    const seq = Number(sessionStorage.getItem('fake-vendor-seq') ?? 0) + 1;
    sessionStorage.setItem('fake-vendor-seq', String(seq));
    return seq;
  };
  const send = (type, body) =>
    fetch(origin + '/v1/' + type, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ ...body, seq: next() }),
    });
  window.analytics = {
    track: (event, properties) => send('t', { event, properties }),
    identify: (userId, traits) => send('i', { userId, traits }),
    page: (properties) => send('p', { properties: properties ?? {}, url: location.href }),
  };
})();`;

let vendor: FakeServer;
test.beforeAll(async () => {
  vendor = await startFakeServer(FAKE_VENDOR_PORT, (request) =>
    request.path.endsWith('/analytics.min.js')
      ? { body: fakeAnalyticsJs, raw: true, contentType: 'text/javascript; charset=utf-8' }
      : { body: { success: true } },
  );
});
test.afterAll(() => vendor.close());
test.beforeEach(() => {
  vendor.requests.length = 0;
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Privacy choices' });
const vendorPaths = () => vendor.requests.map((request) => request.path);
/** The vendor's calls in the order the page made them, each as its path and payload (without the fake's number). */
const vendorCalls = () =>
  vendor.requests
    .filter((request) => request.path.startsWith('/v1/'))
    .map((request) => ({ path: request.path, ...(JSON.parse(request.body) as { seq: number }) }))
    .sort((a, b) => a.seq - b.seq)
    .map(({ seq: _seq, ...call }) => call);

async function openFirstVisit(page: Page, { clock = true } = {}) {
  if (clock) await page.clock.install();
  await gotoHydrated(page, `${ANALYTICS_URL}/`);
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'unset');
  await expect(dialog(page)).toBeVisible();
}

test('first visit: nothing reaches the vendor until the visitor accepts, then the script and a page view', async ({
  page,
}) => {
  await openFirstVisit(page);
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);
  expect(vendorPaths()).toEqual([]);
  expect(await page.evaluate(() => 'analytics' in window)).toBe(false);

  await dialog(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted');
  await expect.poll(vendorPaths).toEqual(['/analytics.js/v1/wk_consent_test/analytics.min.js']);

  await page.clock.runFor(FLUSH_INTERVAL_MS);
  await expect.poll(vendorPaths).toEqual(['/analytics.js/v1/wk_consent_test/analytics.min.js', '/v1/p']);
  expect(JSON.parse(vendor.requests[1]!.body)).toMatchObject({ url: `${ANALYTICS_URL}/` });

  // The answer is remembered: the next visit is not asked again and counts its page view.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted');
  await expect(dialog(page)).toBeHidden();
});

test('a tracked action before any answer sends nothing; the same action after Accept reaches the vendor', async ({
  page,
}) => {
  // The inquiry form tracks 'inquiry submitted'; the local receiver's answer is stubbed so nothing is stored.
  await page.route('**/api/inquiry', (route) => route.fulfill({ json: { status: 'success' } }));
  const sendInquiry = async () => {
    await page.getByRole('button', { name: 'Start a Conversation' }).first().click();
    const form = inquiryForm(page, 'conversation-modal');
    await fillInquiry(form);
    await submitButton(form).click();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await page.keyboard.press('Escape');
  };

  await openFirstVisit(page);
  await page.keyboard.press('Escape');
  await sendInquiry();
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);
  expect(vendorPaths()).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
  await dialog(page).getByRole('button', { name: 'Accept analytics' }).click();
  await sendInquiry();
  await page.clock.runFor(FLUSH_INTERVAL_MS);
  await expect.poll(vendorPaths).toContain('/v1/t');
  expect(vendorCalls().find((call) => call.path === '/v1/t')).toEqual({
    path: '/v1/t',
    event: 'inquiry submitted',
    properties: { form_source: 'conversation-modal' },
  });
});

test('navigation clicks and page views send nothing before Accept, then reach the vendor as events', async ({
  page,
}) => {
  const mainMenu = page.getByRole('navigation', { name: 'Main' });
  // Each link opens a document: the visitor arrives when its islands run, and stays long enough for the queue to
  // go to the vendor (on the page's own clock).
  const arrive = async (address: RegExp) => {
    await expect(page).toHaveURL(address);
    await waitForHydration(page);
    await page.clock.runFor(FLUSH_INTERVAL_MS);
  };
  // The call-to-action banner's 'Contact Us' and the menu's Contact Us block link to /contact.
  const clickCallToAction = () => page.locator('#main').getByRole('link', { name: 'Contact Us' }).click();
  const clickMenuContact = async () => {
    await mainMenu.getByRole('button', { name: 'Solutions' }).click();
    await page.getByRole('link', { name: 'Click to Start a Conversation' }).click();
  };
  const openCaseStudies = async () => {
    await mainMenu.getByRole('link', { name: 'Case Studies' }).click();
    await arrive(/\/case-studies\/$/);
  };
  // From /case-studies/: the banner to /contact/, the menu's link to the same page (a new document of it), back to
  // /case-studies/.
  const followTheMarkedLinks = async () => {
    await clickCallToAction();
    await arrive(/\/contact\/$/);
    await clickMenuContact();
    await arrive(/\/contact\/$/);
    await openCaseStudies();
  };

  await openFirstVisit(page);
  await page.keyboard.press('Escape');
  await openCaseStudies();
  await followTheMarkedLinks();
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);
  expect(vendorPaths()).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
  await dialog(page).getByRole('button', { name: 'Accept analytics' }).click();
  await page.clock.runFor(FLUSH_INTERVAL_MS);
  await expect.poll(vendorPaths).toEqual(['/analytics.js/v1/wk_consent_test/analytics.min.js', '/v1/p']);
  vendor.requests.length = 0;

  await followTheMarkedLinks();
  // Each page loads the vendor's script again; a click that leaves its page is sent first on the next one.
  await expect.poll(() => vendorCalls().length).toBe(5);
  const sent = vendorCalls();
  const clicked = (buttonText: string, clickFrom: string, from: string) => ({
    path: '/v1/t',
    event: 'navigation clicked',
    properties: {
      button_text: buttonText,
      click_from: clickFrom,
      page_name: expect.stringMatching(/\S/),
      page_url: `${ANALYTICS_URL}${from}`,
    },
  });
  const viewed = (path: string) => ({
    path: '/v1/p',
    properties: { path, url: `${ANALYTICS_URL}${path}` },
    // The fake stamps the address at delivery, when the queue is flushed.
    url: expect.stringContaining(ANALYTICS_URL),
  });
  expect(sent).toEqual([
    clicked('Contact Us', 'Call to action', '/case-studies/'),
    viewed('/contact/'),
    clicked('Click to Start a Conversation', 'Main menu', '/contact/'),
    viewed('/contact/'),
    viewed('/case-studies/'),
  ]);
});

test('decline sends nothing, now or on the next visit', async ({ page }) => {
  await openFirstVisit(page);
  await dialog(page).getByRole('button', { name: 'Decline analytics' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');
  await expect(dialog(page)).toBeHidden();
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);
  expect(vendorPaths()).toEqual([]);
});

test('a question closed unanswered is not put again on the next page of the visit, and nothing is sent', async ({
  page,
}) => {
  await openFirstVisit(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'unset');
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);
  await expect(dialog(page)).toBeHidden();
  expect(vendorPaths()).toEqual([]);
  // The footer's Privacy choices still asks.
  await page.getByRole('button', { name: 'Privacy choices' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('the open dialog passes axe in both themes', async ({ browser }) => {
  // Each theme is a first visit of its own: the question is put once a visit.
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await openFirstVisit(page, { clock: false });
    await expectNoAxeViolations(page);
    await context.close();
  }
});

test('keyboard: focus starts on the dialog, stays inside it, and the footer reopens it', async ({ page }) => {
  await openFirstVisit(page);
  await expect(dialog(page)).toBeFocused();
  const stops: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(
        () => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || '',
      ),
    );
  }
  expect(stops).toEqual(['Close', 'Read our privacy policy', 'Decline analytics', 'Accept analytics', 'Close']);

  // Escape decides nothing: no answer is stored and nothing is sent.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'unset');

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeFocused();
  // Backwards from the first control wraps to the last.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Accept analytics' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Decline analytics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(settings).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');

  await page.keyboard.press('Enter');
  await expect(dialog(page)).toContainText('You declined analytics.');
  expect(vendorPaths()).toEqual([]);
});

test('Global Privacy Control answers for the visitor: no dialog, no request, and the footer explains', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await page.clock.install();
  await gotoHydrated(page, `${ANALYTICS_URL}/`);
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');
  await expect(dialog(page)).toBeHidden();
  await page.clock.runFor(PLUGIN_LOAD_WAIT_MS);
  expect(vendorPaths()).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
  await expect(dialog(page)).toContainText('Global Privacy Control');
  await expect(dialog(page).getByRole('button', { name: /Accept/ })).toHaveCount(0);
});
