import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { screen, type Desktop } from './desktop';
import type { Utterance } from './orca-log';
import { tools } from './tools';

// Firefox ESR on the suite's desktop, with Orca listening. Keys go in as a person's would: xdotool's XTEST events
// reach the X server, Orca (through the accessibility registry) and Firefox. WebDriver BiDi only loads pages, sizes
// the viewport and reads the page to know when it has settled; it never types.

const run = promisify(execFile);
export const desktopWindow = { width: 1440, height: 900 };

/** A state of the page a step waits for: a function run in the page that returns truthy once it holds. */
export type Settled = () => unknown;

export class Listener {
  private from = 0;
  /** The log entry of the last marker Orca took in: a step's speech lies between two markers. */
  private until = 0;
  private syncs = 0;

  private constructor(
    private readonly desktop: Desktop,
    private readonly browser: Browser,
    readonly page: Page,
  ) {}

  static async open(desktop: Desktop): Promise<Listener> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: tools.firefox,
      headless: false,
      defaultViewport: null,
      args: ['--width', String(desktopWindow.width), '--height', String(desktopWindow.height)],
      // A fresh profile per launch (puppeteer's temporary one); accessibility on, as it is with a screen reader.
      env: { ...desktop.env, GNOME_ACCESSIBILITY: '1', MOZ_ENABLE_WAYLAND: '0' },
      extraPrefsFirefox: {
        'accessibility.force_disabled': 0,
        // No history, so no visited links: every journey hears links as a first visit does, whichever ran before.
        'places.history.enabled': false,
        // No transitions to wait out; what is said does not depend on them.
        'ui.prefersReducedMotion': 1,
      },
    });
    try {
      const [page] = await browser.pages();
      const listener = new Listener(desktop, browser, page!);
      // The pointer rests outside the window (the screen is larger), so it hovers nothing on the page.
      await listener.xdotool('mousemove', String(screen.width - 1), String(screen.height - 1));
      const [id] = (await listener.xdotool('search', '--sync', '--onlyvisible', '--class', 'firefox')).split('\n');
      await listener.xdotool('windowmove', id!, '0', '0', 'windowfocus', '--sync', id!);
      // Pages loaded over BiDi leave focus in the address bar, where Orca stays: F6 takes it into the page, as a
      // listener would, and the pages loaded after keep it there.
      await page!.goto('data:text/html,<title>Start</title><p>Start</p>');
      await listener.press(['F6'], () => document.hasFocus());
      return listener;
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  private async xdotool(...args: string[]): Promise<string> {
    const { stdout } = await run(tools.xdotool, args, { env: this.desktop.env });
    return stdout.trim();
  }

  /** Loads a page and waits until it has settled and Orca has taken in all it sent; returns what Orca said. */
  async load(url: string, settled: Settled): Promise<Utterance[]> {
    const from = this.desktop.log.read();
    await this.page.goto(url);
    // Orca reads the page's title and counts its landmarks and headings when it takes in the load: nothing moves
    // on the page (no deferred section is brought in) until it has.
    const loaded = `Dequeued document:load-complete [document web | ${await this.page.title()}]`;
    await this.desktop.log.waitFor((entry) => entry.includes(loaded), from, `the load of ${url}`);
    await this.sync();
    return this.settle(settled);
  }

  /** The page's viewport, as a window of that size would have it. */
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  /** Presses keys (xdotool names: Tab, shift+Tab, Return, Escape, h) one after another; returns what was said. */
  async press(keys: string[], settled?: Settled): Promise<Utterance[]> {
    for (const key of keys) {
      const from = this.desktop.log.read();
      await this.xdotool('key', key);
      // Orca handles a key as it comes, and logs its end under the key's name (shift+Tab's under Tab).
      const done = `^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT: '${key.split('+').pop()}'`;
      await this.desktop.log.waitFor((entry) => entry.startsWith(done), from, `the key ${key} reaching it`);
    }
    return this.settle(settled);
  }

  /** Types text into the focused field, key by key; returns what was said. */
  async type(text: string): Promise<Utterance[]> {
    await this.xdotool('type', '--delay', '0', text);
    return this.settle(
      new Function(
        `const field = document.activeElement, text = ${JSON.stringify(text)};
         return field?.tagName === 'SELECT' ? field.selectedOptions[0]?.textContent === text : field?.value === text;`,
      ) as Settled,
    );
  }

  evaluate<R>(fn: () => R): Promise<R> {
    return this.page.evaluate(fn) as Promise<R>;
  }

  /**
   * Waits for the page to reach its state and stand still, then for Orca to have handled every event the page
   * sent before: a hidden image's name is changed, and one page's events reach Orca in the order they were sent,
   * so once Orca has taken in that change it has handled everything before it. Orca says nothing for it.
   */
  private async settle(settled?: Settled): Promise<Utterance[]> {
    const options = { polling: 50, timeout: 15_000 };
    if (settled) await this.page.waitForFunction(settled, options);
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), options);
    await this.sync();
    return this.take();
  }

  private async sync() {
    const label = `screen-reader-suite-sync-${++this.syncs}`;
    const created = await this.page.evaluate((text) => {
      if (document.getElementById('screen-reader-suite-sync')) return false;
      const marker = document.createElement('span');
      marker.id = 'screen-reader-suite-sync';
      marker.setAttribute('role', 'img');
      marker.setAttribute('aria-label', `${text}-new`);
      // A modal dialog hides the rest of the page from assistive technology (Radix, through aria-hidden), all
      // but live regions: one that never speaks keeps the image in the tree.
      marker.setAttribute('aria-live', 'off');
      marker.style.cssText = 'position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)';
      document.body.append(marker);
      return true;
    }, label);
    // A name changed before the image is in the accessibility tree is no change: wait until Orca heard it added.
    if (created)
      await this.desktop.log.waitFor((entry) => entry.includes(`[image | ${label}-new]`), this.from, `${label}-new`);
    // Two frames first: Firefox turns DOM changes into accessibility events (focus on an element just added
    // among them) as it refreshes, so every event of a change made before is sent before the marker's.
    await this.page.evaluate(async (text) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      document.getElementById('screen-reader-suite-sync')!.setAttribute('aria-label', text);
    }, label);
    const marker = await this.desktop.log.waitFor(
      (entry) => entry.startsWith('EVENT MANAGER: Dequeued') && entry.includes(`| ${label}]`),
      this.from,
      `the page's marker ${label}`,
    );
    this.until = await this.liveRegionsSaid(marker);
  }

  /**
   * Orca says a live region's change a moment after it takes it in (liveregions.py pumps its queue on a timer):
   * when a change was taken in before the marker, the step ends once Orca's queue of them is empty.
   */
  private async liveRegionsSaid(marker: number): Promise<number> {
    const entries = this.desktop.log.entries;
    let taken = -1;
    for (let index = this.from; index < marker; index++)
      if (entries[index]!.startsWith('WEB: Event to be handled as live region')) taken = index;
    if (taken < 0) return marker;
    const emptied = await this.desktop.log.waitFor(
      (entry) => entry.startsWith('LIVE REGIONS: messages in queue: 0'),
      taken,
      'its live-region messages said',
    );
    return Math.max(marker, emptied + 1);
  }

  /** What Orca said since the last call. */
  private take(): Utterance[] {
    const said = this.desktop.log.utterances(this.from, this.until);
    this.from = this.until;
    return said;
  }

  async close() {
    await this.browser.close();
  }
}
