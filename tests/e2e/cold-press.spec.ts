import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { RUNTIME_ENTRY, atPageTime, firstPaint, pageNow, slowCpuAsAPhone } from '../support/cold-page';
import { watchChunk } from '../support/held-chunk';
import { waitForFinalLayout } from '../support/layout';
import { startPhoneNetwork, type PhoneNetwork } from '../support/phone-network';
import { reportUnfinishedRequests } from '../support/unfinished-requests';

/** The site behind a phone's network, one per worker (its tests run one at a time, so none shares the downlink). */
const test = base.extend<{ stallReport: void }, { phoneNetwork: PhoneNetwork }>({
  // A load that stalls says what it was still waiting for (the CPU and network are throttled, and so is the machine).
  stallReport: [
    async ({ page }, use, testInfo) => {
      const report = reportUnfinishedRequests(page, testInfo);
      await use();
      await report();
    },
    { auto: true },
  ],
  phoneNetwork: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const network = await startPhoneNetwork(String(workerInfo.project.use.baseURL));
      await use(network);
      await network.stop();
    },
    { scope: 'worker' },
  ],
});

// A visitor does not wait for hydration (issue 32). Each control is pressed on a cold page, the CPU four
// times slower and the network throttled, with a real pointer or keyboard, at moments from first paint
// to settled: while the page's runtime is held back (painted, no island runs), while the island's own code is
// held back (the page runs, the island is still server HTML: one that waits to come near is fetched as it is
// scrolled to), and at fixed times on the page's own clock after the control was painted. What the visitor sees must follow from exactly one press, and
// stay so once the page has settled: nothing lost, doubled or undone.

type Viewport = { width: number; height: number };

interface ColdControl {
  name: string;
  path: string;
  viewport: Viewport;
  /** The island the control lives in, when its code is fetched only as it comes near: its chunk. */
  band?: { chunk: RegExp };
  /** The control as it is painted (server HTML or hydrated). */
  control: (page: Page) => Locator;
  /** The press itself; a pointer click at the control's centre unless said otherwise. */
  press?: (page: Page, control: Locator) => Promise<void>;
  /** What the control shows (an attribute of it or of the element the selector names inside), read as the press lands. */
  before?: { selector?: string; attribute: string };
  /** What the visitor sees once the page has settled. */
  expectAfter: (page: Page, before: string | null) => Promise<void>;
}

/** The control's centre as painted now; the page may be swapping a fallback for it (the menu's <details>). */
async function centre(locator: Locator): Promise<[number, number]> {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => (box = await locator.boundingBox()), { message: `${locator.toString()} is painted` })
    .not.toBeNull();
  return [box!.x + box!.width / 2, box!.y + box!.height / 2];
}

async function pointerPress(page: Page, control: Locator) {
  const [x, y] = await centre(control);
  await page.mouse.click(x, y);
}

/** What the control shows in the very moment the pointer presses it (the page may change it a frame later). */
function readAsPressed(control: Locator, { selector, attribute }: { selector?: string; attribute: string }) {
  return control.evaluate(
    (element, [inner, name]) =>
      new Promise<string | null>((resolve) => {
        const read = () => resolve((inner ? element.querySelector(inner) : element)?.getAttribute(name!) ?? null);
        window.addEventListener('pointerdown', read, { capture: true, once: true });
        window.addEventListener('keydown', read, { capture: true, once: true });
      }),
    [selector, attribute] as const,
  );
}

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

const controls: ColdControl[] = [
  {
    name: 'theme toggle',
    path: '/',
    viewport: laptop,
    control: (page) => page.locator('[data-slot="theme-toggle"]'),
    expectAfter: async (page) => {
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('infinyte-theme'))).toBe('dark');
    },
  },
  {
    name: 'mobile menu button',
    path: '/',
    viewport: phone,
    control: (page) => page.locator('header :is(summary, button)[aria-label="Menu"]'),
    expectAfter: async (page) => {
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await expect(page.locator('details[data-menu-fallback]')).toHaveCount(0);
      // The page behind the modal sheet is hidden from assistive tech, its button with it: found by its markup.
      await expect(page.locator('header button[aria-label="Menu"]')).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'hero video pause',
    path: '/',
    viewport: laptop,
    control: (page) => page.getByRole('button', { name: /background video$/ }),
    before: { attribute: 'aria-label' },
    expectAfter: async (page, before) => {
      const after = before === 'Play background video' ? 'Pause background video' : 'Play background video';
      await expect(page.getByRole('button', { name: /background video$/ })).toHaveAttribute('aria-label', after);
      // And the clip does what the control now says it would stop.
      const clip = page.locator('[data-slot="hero"] video');
      await expect
        .poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused))
        .toBe(after === 'Play background video');
    },
  },
  {
    name: 'worker carousel next',
    path: '/',
    viewport: laptop,
    band: { chunk: /\/assets\/worker-carousel\.island-[^/]*\.js$/ },
    control: (page) => page.getByRole('button', { name: 'Next worker' }),
    expectAfter: async (page) => {
      const region = page.getByRole('region', { name: 'Digital workers' });
      await expect(region.getByRole('button', { name: 'Leo, Outreach Specialist' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // A press kept from a cold page is the visitor's own: what it shows is said.
      await expect(region.getByRole('status')).toHaveText(/^Showing Leo, /);
    },
  },
  {
    name: 'testimonial carousel next',
    path: '/',
    viewport: phone,
    band: { chunk: /\/assets\/testimonial-slider\.island-[^/]*\.js$/ },
    control: (page) => page.getByRole('button', { name: 'Next testimonial' }),
    expectAfter: async (page) => {
      await expect(page.getByRole('button', { name: 'Marcus Bell, Founder, Crumb Club' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
  },
  {
    name: 'gallery picture',
    path: '/case-studies/repairline/',
    viewport: laptop,
    band: { chunk: /\/assets\/case-study-gallery\.island-[^/]*\.js$/ },
    control: (page) => page.locator('#gallery button[aria-haspopup="dialog"]').first(),
    before: { selector: 'img', attribute: 'alt' },
    expectAfter: async (page, alt) => {
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByRole('heading', { name: alt ?? '' })).toBeVisible();
      await expect(lightbox).toContainText('Image 1 of');
    },
  },
  {
    name: 'case-study filter',
    path: '/case-studies/',
    viewport: laptop,
    control: (page) =>
      page.getByRole('group', { name: 'Filter case studies by category' }).getByRole('button', { name: 'Mobile app' }),
    expectAfter: async (page) => {
      const filter = page.getByRole('group', { name: 'Filter case studies by category' });
      await expect(filter.getByRole('button', { name: 'Mobile app' })).toHaveAttribute('aria-pressed', 'true');
      await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      const shown = await page.locator('#case-studies ul > li').count();
      await expect(page.locator('#case-studies [role="status"]')).toHaveText(new RegExp(`^Showing ${shown} case`));
    },
  },
  {
    name: 'inquiry form typing',
    path: '/contact/',
    viewport: laptop,
    control: (page) => page.getByLabel('First name'),
    press: async (page, control) => {
      await pointerPress(page, control);
      await page.keyboard.type('Ada');
    },
    expectAfter: async (page) => {
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      await expect(page.getByLabel('First name')).toBeFocused();
    },
  },
];

/** A moment to press at: while a chunk is held back, or a time after the control was painted. */
type Moment = { hold: 'runtime' } | { hold: 'band' } | { after: number };

const offsets = [0, 250, 1000, 2000];
const describeMoment = (moment: Moment) =>
  'hold' in moment
    ? moment.hold === 'runtime'
      ? "before the page's code has arrived"
      : "the page running, before the island's code has arrived"
    : `${moment.after} ms after it was painted`;

const momentsFor = (control: ColdControl): Moment[] => [
  { hold: 'runtime' },
  ...(control.band ? [{ hold: 'band' } as const] : []),
  ...offsets.map((after) => ({ after })),
];

for (const control of controls) {
  test.describe(`cold press: ${control.name} on ${control.path} at ${control.viewport.width} px`, () => {
    test.use({ viewport: control.viewport, colorScheme: 'light', reducedMotion: 'no-preference' });

    for (const moment of momentsFor(control)) {
      test(`pressed ${describeMoment(moment)}`, async ({ page, phoneNetwork }) => {
        const errors: Error[] = [];
        page.on('pageerror', (error) => errors.push(error));
        await slowCpuAsAPhone(page);
        const runtime = await watchChunk(page, RUNTIME_ENTRY, { hold: 'hold' in moment && moment.hold === 'runtime' });
        const band = control.band
          ? await watchChunk(page, control.band.chunk, { hold: 'hold' in moment && moment.hold === 'band' })
          : undefined;
        await page.goto(phoneNetwork.url + control.path, { waitUntil: 'commit' });
        let painted = await firstPaint(page);
        const target = control.control(page);
        await target.waitFor({ state: 'attached' });
        // A visitor goes straight to a control further down: it is painted in view from then on.
        const scrolled = await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          if (box.top >= 0 && box.bottom <= window.innerHeight) return false;
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          return true;
        });
        if (scrolled) painted = await pageNow(page);
        if ('after' in moment) await atPageTime(page, painted, moment.after);
        else if (moment.hold === 'runtime') {
          await expect.poll(() => runtime.requested(), { message: "the page's code is asked for" }).toBeGreaterThan(0);
        } else {
          await expect.poll(() => band?.requested(), { message: "the island's code is asked for" }).toBeGreaterThan(0);
          expect(await target.evaluate((element) => element.closest('infinyte-island')?.hasAttribute('ready'))).toBe(
            false,
          );
        }

        const before = control.before ? readAsPressed(target, control.before) : Promise.resolve(null);
        await (control.press ?? pointerPress)(page, target);

        runtime.release();
        band?.release();
        await waitForFinalLayout(page);
        expect(errors, 'no script error').toEqual([]);
        await control.expectAfter(page, await before);
        // Still so once everything the press brought in has run.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await control.expectAfter(page, await before);
      });
    }
  });
}
