import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import type { EnginePage, InPage, Key } from './engine-page';
import { scrollIntoView } from './in-page';

// Firefox over WebDriver BiDi (puppeteer-core talks to Firefox's own remote agent: no geckodriver).

const keys: Record<Key, KeyInput[]> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Enter: ['Enter'],
  Escape: ['Escape'],
  Space: [' '],
  ArrowRight: ['ArrowRight'],
  ArrowLeft: ['ArrowLeft'],
  ArrowDown: ['ArrowDown'],
};

/**
 * Headless Firefox reports no pointer at all (`pointer: none`, `hover: none`), so the site treats it as a
 * device without a mouse. `mouse: true` makes it report what a desktop with a mouse reports (Firefox's
 * PointerCapabilities: Fine 2 | Hover 4), as headless Chromium does on its own.
 */
export async function launchFirefox(binary: string, { mouse = false } = {}): Promise<Browser> {
  const mousePrefs = { 'ui.primaryPointerCapabilities': 6, 'ui.allPointerCapabilities': 6 };
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: binary,
    headless: true,
    extraPrefsFirefox: mouse ? mousePrefs : {},
  });
}

/**
 * `noLoadWait` makes `goto` and `reload` return once the document is parsed, not at the load event, which a
 * module script the page added holds back for as long as a test holds its chunk.
 */
export async function openFirefoxPage(
  browser: Browser,
  siteUrl: string,
  { noLoadWait = false } = {},
): Promise<EnginePage> {
  const waitUntil = noLoadWait ? 'domcontentloaded' : 'load';
  const page: Page = await browser.newPage();
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // Loads a navigation cancels (lazy pictures of the page left) are no error; a load the server refuses is.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  const centre = async (selector: string) => {
    await scrollIntoView(engine, selector);
    const box = await (await page.waitForSelector(selector))!.boundingBox();
    if (!box) throw new Error(`${selector} has no box to point at`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const move = (x: number, y: number, steps = 1) => page.mouse.move(x, y, { steps });
  const engine: EnginePage = {
    engine: 'firefox',
    version: await browser.version(),
    async goto(path) {
      await page.goto(new URL(path, siteUrl).href, { waitUntil });
    },
    async reload() {
      await page.reload({ waitUntil });
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A) {
      return page.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<R>;
    },
    async waitFor<A extends unknown[]>(fn: InPage<A, unknown>, ...args: A) {
      await page.waitForFunction(fn as (...a: unknown[]) => unknown, { polling: 50, timeout: 10_000 }, ...args);
    },
    async click(selector) {
      const { x, y } = await centre(selector);
      await move(x, y);
      await page.mouse.down();
      await page.mouse.up();
    },
    async moveThenClick(selector, pauseMs) {
      const { x, y } = await centre(selector);
      // About 150 ms of travel in 10 steps, as a hand moves a mouse.
      await move(x, y, 10);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await page.mouse.down();
      await page.mouse.up();
    },
    movePointer: (x, y) => move(x, y),
    async wheel(x, y, deltaY) {
      await move(x, y);
      await page.mouse.wheel({ deltaY });
    },
    async press(key) {
      const [first, second] = keys[key];
      if (!second) return page.keyboard.press(first!);
      await page.keyboard.down(first!);
      await page.keyboard.press(second);
      await page.keyboard.up(first!);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async close() {
      await page.close();
    },
  };
  return engine;
}
