// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Island } from '@/islands/island';
import { startIslandCapture } from '@/islands/early/island-capture';
import { ISLAND_READY } from '@/islands/island-element';
import { InsideIsland } from '@/islands/island-root';
import { PrivacyChoicesButton } from '@/islands/privacy-choices-mark';
import { parseProps as parseConsentProps } from '@/islands/consent.island';
import { parseProps as parsePrivacyChoicesProps } from '@/islands/privacy-choices.island';
import { consentDialogStore, consentSettings } from '@/components/consent/consent-dialog-store';
import { KEPT_CLICKS_KEY } from '@/components/consent/page-events';
import { consent } from '@/lib/analytics/consent';
import { page, trackNavigationClick } from '@/lib/analytics';
import { hydrate as hydrateReporting, press, unmountIslands } from '../support/islands-jsdom';

// The consent banner and the footer's Privacy choices control, two islands that share the dialog's module store, in
// a build with analytics configured. What reaches the vendor is the analytics module's concern (its own tests and
// tests/e2e/analytics-consent.spec.ts); here its two calls are spies, to see what the islands ask of it and when.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('@/config/site', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('@/config/site')>();
  return { site: { ...site, analytics: { ...site.analytics, enabled: true, writeKey: 'wk_islands_test' } } };
});
vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/analytics')>()),
  page: vi.fn(),
  trackNavigationClick: vi.fn(),
}));

beforeAll(() => startIslandCapture());

afterEach(async () => {
  await unmountIslands();
  consentDialogStore.setOpen(false);
  document.body.replaceChildren();
  delete document.documentElement.dataset.consent;
  sessionStorage.clear();
  window.earlyPresses!.length = 0;
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const footerLink = 'text-fg-muted underline-offset-4';

/** The footer's control and the banner's island as the islands prerender writes them. */
function servedPage() {
  document.body.innerHTML = renderToString(
    <>
      <ul>
        <li>
          <PrivacyChoicesButton className={footerLink} />
        </li>
      </ul>
      <a href="/contact/" data-navigation-click="Call to action">
        Contact Us
      </a>
      <Island name="consent" props={{}} />
    </>,
  );
  const [choices, banner] = document.body.querySelectorAll('infinyte-island');
  return { choices: choices!, banner: banner! };
}

/** Hydrates the island as the runtime does: ready once its code has run, with nothing reported. */
async function hydrate(island: Element) {
  const { recoverable, consoleErrors } = await hydrateReporting(island);
  expect(island.hasAttribute(ISLAND_READY), 'ready once its code has run').toBe(true);
  expect(recoverable).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

const dialog = () => document.querySelector('[role="dialog"]');
/** The dialog's code is fetched when it is first asked for: it arrives, and the dialog renders. */
async function dialogShown() {
  await act(async () => {
    await import('@/components/consent/consent-dialog');
  });
  expect(dialog()).not.toBeNull();
}

// The visitor's answer is remembered in memory for the visit (consent-store.ts), so the first visit comes first.
describe('the consent banner', () => {
  it('is nothing in the page until its code runs; then it asks a first-time visitor, and Accept counts the page', async () => {
    const { banner } = servedPage();
    expect(banner.innerHTML, 'nothing of the banner before its code').toBe('');
    expect(parseConsentProps(JSON.parse(banner.getAttribute('props')!))).toEqual({});

    await hydrate(banner);
    await dialogShown();
    expect(document.documentElement.dataset.consent).toBe('unset');
    expect(dialog()!.textContent).toContain('May we count your visit?');
    expect(page).not.toHaveBeenCalled();

    const accept = [...dialog()!.querySelectorAll('button')].find(
      (button) => button.textContent === 'Accept analytics',
    )!;
    await act(async () => accept.click());
    expect(consent.state()).toBe('granted');
    expect(document.documentElement.dataset.consent).toBe('granted');
    expect(page).toHaveBeenCalledTimes(1);
    expect(consentDialogStore.isOpen()).toBe(false);
  });

  it('asks nothing of a visitor who has answered, and counts the page view of one who accepted', async () => {
    consent.choose('granted');
    const { banner } = servedPage();
    await hydrate(banner);
    expect(dialog()).toBeNull();
    expect(document.documentElement.dataset.consent).toBe('granted');
    expect(page).toHaveBeenCalledExactlyOnceWith({ path: '/', url: window.location.href });
  });

  it('keeps a marked link’s click for the page it leads to, which sends it before its own page view', async () => {
    consent.choose('granted');
    servedPage();
    await hydrate(document.querySelector('infinyte-island[name="consent"]')!);
    // jsdom does not navigate; the page a browser would leave is the one this test serves again.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    press(document.querySelector('a[data-navigation-click]')!);
    expect(trackNavigationClick, 'not queued on a page that is going').not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(KEPT_CLICKS_KEY)!)).toEqual([
      {
        buttonText: 'Contact Us',
        clickFrom: 'Call to action',
        pageName: document.title,
        pageUrl: window.location.href,
      },
    ]);

    await unmountIslands();
    vi.clearAllMocks();
    await hydrate(servedPage().banner);
    expect(trackNavigationClick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ buttonText: 'Contact Us' }));
    expect(page).toHaveBeenCalledTimes(1);
    expect(vi.mocked(trackNavigationClick).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(page).mock.invocationCallOrder[0]!,
    );
    expect(sessionStorage.getItem(KEPT_CLICKS_KEY), 'sent once, then forgotten').toBeNull();
  });

  it('keeps nothing of a visitor who declined', async () => {
    consent.choose('denied');
    servedPage();
    await hydrate(document.querySelector('infinyte-island[name="consent"]')!);
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    press(document.querySelector('a[data-navigation-click]')!);
    expect(sessionStorage.getItem(KEPT_CLICKS_KEY)).toBeNull();
    expect(page).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.consent).toBe('denied');
  });

  it('refuses props', () => {
    expect(() => parseConsentProps({ open: true })).toThrow('takes no props');
    expect(() => parseConsentProps(null)).toThrow('takes no props');
  });
});

describe('the Privacy choices control, an island of its own', () => {
  it('is the footer’s button, hydrated without a mismatch, and opens the dialog in the banner’s island', async () => {
    consent.choose('denied');
    const { choices, banner } = servedPage();
    expect(parsePrivacyChoicesProps(JSON.parse(choices.getAttribute('props')!)), 'only its look').toEqual({
      className: footerLink,
    });
    const button = choices.querySelector('button')!;
    expect(button.outerHTML).toBe(
      `<button type="button" class="cursor-pointer text-left ${footerLink}">Privacy choices</button>`,
    );
    await hydrate(choices);
    await hydrate(banner);
    expect(dialog()).toBeNull();

    await act(async () => button.click());
    await dialogShown();
    expect(dialog()!.textContent).toContain('You declined analytics.');
    expect(consentDialogStore.opener()).toBe(button);
  });

  it('keeps a press that comes before its code and opens the dialog once, after', async () => {
    consent.choose('denied');
    const { choices, banner } = servedPage();
    const open = vi.spyOn(consentSettings, 'open');
    press(choices.querySelector('button')!);
    expect(window.earlyPresses).toHaveLength(1);
    expect(consentDialogStore.isOpen(), 'kept, not applied before the island is ready').toBe(false);

    await hydrate(choices);
    await act(() => Promise.resolve());
    expect(window.earlyPresses).toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(consentDialogStore.isOpen()).toBe(true);
    // The banner's island, another root that may come later, opens what was asked for.
    await hydrate(banner);
    await dialogShown();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('is the plain control inside another island, and refuses props that are not a class name', () => {
    const inside = renderToString(
      <InsideIsland value>
        <PrivacyChoicesButton className={footerLink} />
      </InsideIsland>,
    );
    expect(inside).not.toContain('infinyte-island');
    expect(inside).toContain('Privacy choices');
    expect(() => parsePrivacyChoicesProps({})).toThrow('not a class name');
    expect(() => parsePrivacyChoicesProps({ className: footerLink, label: 'x' })).toThrow('not a class name');
  });
});
