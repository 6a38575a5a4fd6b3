import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/site';
import { selectText } from '../support/select-text';

// Smooth wheel scrolling (Lenis) on the built site: a wheel turn glides over several frames to where
// native scrolling would land; keys, anchors, find-in-page, focus and dialogs behave as without it; the
// overscroll glow shows at the top and bottom edges only; and under reduced motion or on touch, Lenis
// is never fetched and a wheel turn lands at once. Every wait is on a state of the page (Lenis's classes
// on <html>, `scrollend`, a position), never on time.

type Frames = { y: number[]; glowTop: number[]; glowBottom: number[]; backdrop: number[] };
type Recorder = Window & { __frames?: Frames; __recording?: boolean; __settled?: Promise<number> };

/** Lenis's chunk (and the code that starts it) is fetched only once a mouse shows up. */
const isSmoothScrollChunk = (url: string) => /\/assets\/start-smooth-scroll-[\w-]+\.js$/.test(url);

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * A mouse move loads Lenis; it is running once <html> carries its class. A move that lands before the
 * page has armed smooth scrolling is missed (as a visitor's would be), so the mouse moves until it is.
 */
async function armSmoothScroll(page: Page) {
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(720, 400 + (step % 2) * 50);
    await expect(page.locator('html')).toHaveClass(/\blenis\b/, { timeout: 1_000 });
  }).toPass();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const maxScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
const jumpTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** Waits for the glide Lenis is running (if any) to end: its `lenis-scrolling` class leaves <html>. */
async function glideEnded(page: Page) {
  await expect(page.locator('html')).not.toHaveClass(/\blenis-scrolling\b/);
}

/** Records, every frame, the scroll position, the glow bands' opacity and the hero backdrop's drift. */
async function startRecording(page: Page) {
  await page.evaluate(() => {
    const recorder = window as Recorder;
    const frames: Frames = { y: [], glowTop: [], glowBottom: [], backdrop: [] };
    const opacity = (edge: string) => {
      const band = document.querySelector(`[data-overscroll-glow="${edge}"]`);
      return band ? Number(getComputedStyle(band).opacity) : 0;
    };
    const backdrop = document.querySelector('[data-parallax-layer="backdrop"]');
    recorder.__frames = frames;
    recorder.__recording = true;
    const record = () => {
      frames.y.push(window.scrollY);
      frames.glowTop.push(opacity('top'));
      frames.glowBottom.push(opacity('bottom'));
      // Where the backdrop sits in the page: its parallax drift, as the scroll moves it by the same amount.
      if (backdrop) frames.backdrop.push(backdrop.getBoundingClientRect().top + window.scrollY);
      if (recorder.__recording) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

async function stopRecording(page: Page): Promise<Frames> {
  return page.evaluate(() => {
    const recorder = window as Recorder;
    recorder.__recording = false;
    return recorder.__frames!;
  });
}

/**
 * Resolves with the scroll position at the next `scrollend` that follows a move away from where the page
 * is now (registered before the action, so a `scrollend` left over from an earlier scroll is not taken).
 */
async function expectScrollEnd(page: Page) {
  await page.evaluate(() => {
    const start = window.scrollY;
    (window as Recorder).__settled = new Promise((resolve) => {
      const onEnd = () => {
        if (window.scrollY === start) return;
        window.removeEventListener('scrollend', onEnd, { capture: true });
        resolve(window.scrollY);
      };
      window.addEventListener('scrollend', onEnd, { capture: true });
    });
  });
  // Waited for with a limit, so a scroll that never ends says where the page was and what held focus.
  return async () => {
    const ended = page.evaluate(() => (window as Recorder).__settled!);
    const limit = new Promise<'no scrollend'>((resolve) => setTimeout(() => resolve('no scrollend'), 20_000));
    const result = await Promise.race([ended, limit]);
    if (result !== 'no scrollend') return result;
    const state = await page.evaluate(() => ({
      y: window.scrollY,
      html: document.documentElement.className,
      focus: document.activeElement?.outerHTML.slice(0, 120),
    }));
    throw new Error(`no scroll ended away from the start within 20 s: ${JSON.stringify(state)}`);
  };
}

test.describe('with motion welcome and a mouse', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('Lenis is not fetched before the first mouse move, and is after it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (isSmoothScrollChunk(request.url())) fetched.push(request.url());
    });
    await open(page, '/about');
    expect(fetched).toEqual([]);
    await armSmoothScroll(page);
    expect(fetched).toHaveLength(1);
  });

  test('a wheel turn glides over several frames and lands where native scrolling would', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    await startRecording(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBe(600);
    await glideEnded(page);
    const { y } = await stopRecording(page);
    const between = new Set(y.filter((position) => position > 0 && position < 600));
    expect(between.size, `positions: ${y.join(', ')}`).toBeGreaterThanOrEqual(5);
    // A glide only ever moves toward its target.
    expect(y).toEqual([...y].sort((a, b) => a - b));
  });

  test('a page at rest asks for no frames, before a glide and after it', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    // Counts the frames the page asks for while the test waits out two of its own.
    const framesAskedAtRest = () =>
      page.evaluate(async () => {
        const ask = window.requestAnimationFrame.bind(window);
        let asked = 0;
        window.requestAnimationFrame = (callback) => ((asked += 1), ask(callback));
        await new Promise((done) => ask(() => ask(done)));
        window.requestAnimationFrame = ask;
        return asked;
      });
    expect(await framesAskedAtRest()).toBe(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBe(600);
    await glideEnded(page);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await framesAskedAtRest()).toBe(0);
  });

  test('the header hides past 170 px on a glide down and returns on a glide up', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-state', 'hidden');
    await glideEnded(page);
    await page.mouse.wheel(0, -100);
    await expect(header).toHaveAttribute('data-state', 'shown');
  });

  for (const { key, from } of [
    { key: 'PageDown', from: 0 },
    { key: 'ArrowDown', from: 0 },
    { key: 'Space', from: 0 },
    { key: 'End', from: 0 },
    { key: 'Home', from: 1500 },
    { key: 'PageUp', from: 1500 },
  ]) {
    test(`${key} lands where it does without smooth scrolling`, async ({ browser }) => {
      const landing = async (smooth: boolean) => {
        const page = await browser.newPage({ reducedMotion: 'no-preference' });
        await open(page, '/about');
        if (smooth) await armSmoothScroll(page);
        await jumpTo(page, from);
        await expect.poll(() => scrollY(page)).toBe(from);
        const settled = await expectScrollEnd(page);
        await page.keyboard.press(key);
        const y = await settled();
        expect(y, `${key} moved the page`).not.toBe(from);
        // End is read from the bottom: the two loads' pages may differ in length (101 px on /about once, when the
        // app swapped Inter in only if it arrived in time), never in where End goes.
        const landed = key === 'End' ? (await maxScroll(page)) - y : y;
        await page.close();
        return landed;
      };
      const native = await landing(false);
      expect(await landing(true)).toBe(native);
    });
  }

  test('a key press ends a running glide where it is', async ({ page }) => {
    // Lenis's frames run on the page clock, so the glide is surely mid-way when the key arrives.
    await page.clock.install();
    await open(page, '/about');
    await armSmoothScroll(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.wheel(0, 2_000);
    await page.clock.runFor(100);
    await expect(page.locator('html')).toHaveClass(/\blenis-scrolling\b/);
    const midway = await scrollY(page);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(2_000);

    const settled = await expectScrollEnd(page);
    await page.keyboard.press('ArrowDown');
    const landed = await settled();
    // The arrow's own step from where the glide was, and no glide left to carry the page on.
    expect(landed).toBeGreaterThan(midway);
    expect(landed).toBeLessThan(midway + 100);
    await page.clock.runFor(3_000);
    expect(await scrollY(page)).toBe(landed);
  });

  test('an anchor link lands its target below the fixed header', async ({ page }) => {
    await open(page, '/');
    await armSmoothScroll(page);
    const settled = await expectScrollEnd(page);
    await page.getByRole('link', { name: 'Scroll Down' }).click();
    await settled();
    await glideEnded(page);
    const headerHeight = await page
      .locator('header')
      .first()
      .evaluate((header: HTMLElement) => header.offsetHeight);
    const targetTop = await page.locator('#why-infinyte').evaluate((target) => target.getBoundingClientRect().top);
    expect(targetTop).toBeCloseTo(headerHeight, 0);
  });

  // The pinned headless Chromium cannot drive find-in-page: window.find returns false and a text-fragment
  // URL (#:~:text=) does not scroll. This does what the browser's find does on a match: select the text
  // and scroll it into view natively.
  test('find-in-page scrolls to the text, and the wheel goes on from there', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    const settled = await expectScrollEnd(page);
    expect(await page.evaluate(selectText, 'All rights reserved'), 'the text is on the page').toBe(true);
    await page.evaluate(() =>
      window.getSelection()!.anchorNode!.parentElement!.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    const from = await settled();
    expect(from).toBeGreaterThan(0);
    const found = await page.evaluate(() => {
      const rect = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
    });
    expect(found.top).toBeGreaterThanOrEqual(0);
    expect(found.bottom).toBeLessThanOrEqual(found.height);
    // Lenis took the new position over: the next wheel turn glides on from there, not from the top.
    await page.mouse.wheel(0, -300);
    await expect.poll(() => scrollY(page)).toBe(from - 300);
  });

  test('Tab into content below the fold scrolls it into view below the header', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    const links = page.getByRole('contentinfo').getByRole('link');
    await links.first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    expect(await scrollY(page)).toBe(0);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('a dialog keeps the wheel: its body scrolls and the page stays put', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 520 });
    await page.goto('/');
    await waitForHydration(page);
    await armSmoothScroll(page);
    await page.locator('[data-conversation-trigger]').last().click();
    const dialog = page.getByRole('dialog', { name: 'Start a Conversation' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    await expect(page.locator('html')).toHaveClass(/\blenis-stopped\b/);
    // The dialog scrolls itself (no inner scroll box to become a nameless Tab stop).
    const body = dialog;
    const box = (await body.boundingBox())!;
    const before = await scrollY(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/\blenis-stopped\b/);
  });

  test('the overscroll glow shows at the top and bottom edges and not in between', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    const recorded = () => page.evaluate(() => (window as Recorder).__frames!);
    /** The glow at an edge rose in some frame and has gone again (it lasts about half a second). */
    const glowedAndWent = async (edge: 'glowTop' | 'glowBottom') => {
      const frames = await recorded();
      return Math.max(...frames[edge]) > 0 && frames[edge].at(-1) === 0;
    };

    await startRecording(page);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => glowedAndWent('glowTop')).toBe(true);
    expect(Math.max(...(await stopRecording(page)).glowBottom)).toBe(0);

    await jumpTo(page, 1000);
    await startRecording(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBe(1600);
    await glideEnded(page);
    const middle = await stopRecording(page);
    expect(Math.max(...middle.glowTop, ...middle.glowBottom)).toBe(0);

    const bottom = await maxScroll(page);
    await jumpTo(page, bottom);
    await expect.poll(() => scrollY(page)).toBe(bottom);
    await startRecording(page);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => glowedAndWent('glowBottom')).toBe(true);
    expect(Math.max(...(await stopRecording(page)).glowTop)).toBe(0);
  });

  test('the hero parallax follows a glide smoothly: it only ever drifts one way', async ({ page }) => {
    await open(page, '/about');
    await armSmoothScroll(page);
    await startRecording(page);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => scrollY(page)).toBe(500);
    await glideEnded(page);
    const { y, backdrop } = await stopRecording(page);
    expect(new Set(y).size).toBeGreaterThanOrEqual(5);
    expect(backdrop.at(-1)).toBeGreaterThan(backdrop[0]!);
    expect(backdrop).toEqual([...backdrop].sort((a, b) => a - b));
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a wheel turn lands at once, Lenis is never fetched and the hero stays still', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (isSmoothScrollChunk(request.url())) fetched.push(request.url());
    });
    await open(page, '/about');
    await page.mouse.move(720, 450);
    await page.mouse.wheel(0, 600);
    const next = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    );
    expect(next).toBe(600);
    await expect(page.locator('[data-parallax-layer="backdrop"]')).toHaveCSS('translate', 'none');
    await page.mouse.wheel(0, -600);
    expect(await page.locator('[data-overscroll-glow]').count()).toBe(0);
    expect(fetched).toEqual([]);
    await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
  });
});

test.describe('on a touch screen', () => {
  test.use({ reducedMotion: 'no-preference', hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the platform keeps its own scrolling: Lenis is never fetched', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (isSmoothScrollChunk(request.url())) fetched.push(request.url());
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBe(600);
    expect(fetched).toEqual([]);
    await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
  });
});
