import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { By, error as seleniumError, Key as SeleniumKey, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { DriverService } from 'selenium-webdriver/remote';
import type { EnginePage, InPage, Key } from './engine-page';
import { scrollIntoView } from './in-page';

// WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver), on an X display: Xvfb when none is set.

const keys: Record<Key, string[]> = {
  Tab: [SeleniumKey.TAB],
  'Shift+Tab': [SeleniumKey.SHIFT, SeleniumKey.TAB],
  Enter: [SeleniumKey.ENTER],
  Escape: [SeleniumKey.ESCAPE],
  Space: [SeleniumKey.SPACE],
  ArrowRight: [SeleniumKey.ARROW_RIGHT],
  ArrowLeft: [SeleniumKey.ARROW_LEFT],
  ArrowDown: [SeleniumKey.ARROW_DOWN],
};

/** Runs the page function with its arguments and reports its result (or error) to WebDriver's async callback. */
const asyncScript = (source: string) => `
  const done = arguments[arguments.length - 1];
  const args = Array.prototype.slice.call(arguments, 0, -1);
  Promise.resolve()
    .then(() => (${source}).apply(null, args))
    .then((value) => done({ value }), (error) => done({ error: String(error) + (error && error.stack ? '\\n' + error.stack : '') }));`;

/** In the page: polls a predicate every 50 ms until it holds, for at most `timeout` ms. */
const poll = (source: string, timeout: number) => `function (...args) {
  const predicate = ${source};
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      let result;
      try { result = predicate(...args); } catch (error) { reject(error); return; }
      if (result) resolve(true);
      else if (performance.now() - start > ${timeout}) reject(new Error('timed out waiting for ' + predicate));
      else setTimeout(tick, 50);
    };
    tick();
  });
}`;

/** In the page: the viewport's size once it has held for three animation frames (a resize has landed). */
const settledViewport = `() => new Promise((resolve) => {
  let last = '';
  let held = 0;
  const tick = () => {
    const now = innerWidth + 'x' + innerHeight;
    held = now === last ? held + 1 : 0;
    last = now;
    if (held >= 3) resolve({ width: innerWidth, height: innerHeight });
    else requestAnimationFrame(tick);
  };
  tick();
})`;

type WheelActions = { scroll(x: number, y: number, deltaX: number, deltaY: number): { perform(): Promise<void> } };

/** A port nothing listens on now: the system picks it for a moment's listener. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export type WebKitDriver = { url: string; stop: () => Promise<void> };

/** Starts Xvfb (unless a display is set) and WebKitWebDriver, once per test file. */
export async function startWebKitDriver(driverBinary: string): Promise<WebKitDriver> {
  let xvfb: ChildProcess | undefined;
  let display = process.env.DISPLAY;
  if (!display) {
    // -displayfd: Xvfb picks a free display number and writes it once it accepts connections.
    xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    const [chunk] = (await once(xvfb.stdio[3]!, 'data')) as [Buffer];
    display = `:${chunk.toString().trim()}`;
  }
  const port = await freePort();
  const service = new DriverService(driverBinary, {
    loopback: true,
    port,
    args: [`--port=${port}`],
    env: { ...process.env, DISPLAY: display },
  } as ConstructorParameters<typeof DriverService>[1]);
  const url = await service.start(30_000);
  return {
    url,
    async stop() {
      await service.kill();
      if (xvfb && xvfb.exitCode === null) {
        xvfb.kill();
        await once(xvfb, 'exit');
      }
    },
  };
}

/**
 * `noLoadWait` makes `goto` and `reload` return as the navigation starts (WebDriver's "none" page load), so the
 * caller waits for a signal of its own: WebKit holds the load event for a module script the page added, which a
 * held chunk never ends, and WebKitWebDriver runs no script in a page until its load ends (even with "eager").
 */
export async function openWebKitPage(
  driverUrl: string,
  browserBinary: string,
  siteUrl: string,
  { noLoadWait = false } = {},
): Promise<EnginePage> {
  const driver = WebDriver.createSession(new Executor(new HttpClient(driverUrl)), {
    'webkitgtk:browserOptions': { binary: browserBinary, args: ['--automation'] },
    ...(noLoadWait ? { pageLoadStrategy: 'none' } : {}),
  } as never);
  const capabilities = await driver.getCapabilities();
  await driver.manage().setTimeouts({ script: 30_000 });
  const evaluate = async <A extends unknown[], R>(source: string, args: A): Promise<R> => {
    const outcome = (await driver.executeAsyncScript(asyncScript(source), ...args)) as { value: R; error?: string };
    if (outcome.error) throw new Error(outcome.error);
    return outcome.value;
  };
  const find = (selector: string) => driver.findElement(By.css(selector));
  const findInView = async (selector: string) => {
    await scrollIntoView(engine, selector);
    return find(selector);
  };
  /**
   * Delivers a pointer sequence aimed at the element's centre, once WebDriver agrees the centre is in the viewport.
   * WebKitWebDriver refuses a move whose target it places outside the viewport (MoveTargetOutOfBounds) before
   * anything is dispatched, so nothing reaches the page twice. Under load its view of the window can lag the page's:
   * one full run's first journey was refused the header's theme toggle at 1440 px right after a resize the page had
   * already taken. A refused sequence is aimed again once the viewport has held still (as Playwright waits for a
   * target to be actionable), at most three times; what each refusal saw is reported, so its cause can be read.
   */
  const pressInView = async (selector: string, sequence: (origin: WebElement) => { perform(): Promise<void> }) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await sequence(await findInView(selector)).perform();
        return;
      } catch (error) {
        if (!(error instanceof seleniumError.MoveTargetOutOfBoundsError)) throw error;
        const seen = await evaluate<[string], string>(
          `(target) => { const r = document.querySelector(target).getBoundingClientRect();
            return 'viewport ' + innerWidth + 'x' + innerHeight + ', target at ' + [r.x, r.y, r.width, r.height].join(','); }`,
          [selector],
        );
        const windowRect = await driver.manage().window().getRect();
        const report = `WebKitWebDriver refused a move to ${selector} (attempt ${attempt}): ${seen}; window ${windowRect.width}x${windowRect.height}`;
        if (attempt === 3) throw new Error(report, { cause: error });
        console.warn(report);
        await driver.actions({ async: true }).clear();
        await evaluate(settledViewport, []);
      }
    }
  };
  // Learned by the first resize: the window's frame around the page, and the narrowest page MiniBrowser allows.
  let frame = { width: 0, height: 0 };
  let narrowest = 0;
  const engine: EnginePage = {
    engine: 'webkit',
    version: String(capabilities.get('browserVersion')),
    async goto(path) {
      await driver.get(new URL(path, siteUrl).href);
    },
    async reload() {
      await driver.navigate().refresh();
    },
    async setViewport(width, height) {
      // The window holds the viewport plus whatever frame the browser draws: size it, measure, correct. Under Xvfb
      // a resize lands after setRect returns, so each measure waits until the page's size holds for a few frames,
      // and the correction starts from the window's real size, not the one asked for (measuring too early could
      // size the window from a stale viewport; a header click then failed as out of bounds, under load).
      // MiniBrowser's window is never narrower than 447 px of page, so "390 px" journeys run there (still the mobile
      // layout): a correction that changes nothing means the window is as small as it goes. The frame and that
      // narrowest width are remembered, so later resizes land in one step (the route sweep resizes every route).
      const window = driver.manage().window();
      const expected = () => `${Math.max(width, narrowest)}x${height}`;
      await window.setRect({ width: width + frame.width, height: height + frame.height });
      let previous = '';
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const inner = await evaluate<[], { width: number; height: number }>(settledViewport, []);
        const measured = `${inner.width}x${inner.height}`;
        if (measured === expected()) return;
        // As narrow as MiniBrowser goes: the height landed and the width held, twice, above the one asked for. A size
        // that merely has not changed yet (a resize landing late, under load) is measured again, never learned: a
        // stale size once taught the session a wrong frame, and the header's controls were then out of bounds.
        if (measured === previous && inner.height === height && inner.width > width) {
          narrowest = inner.width;
          return;
        }
        previous = measured;
        const outer = await window.getRect();
        frame = { width: outer.width - inner.width, height: outer.height - inner.height };
        await window.setRect({ width: width + frame.width, height: height + frame.height });
      }
      throw new Error(`WebKit's page stayed ${previous}, never ${expected()}`);
    },
    evaluate: <A extends unknown[], R>(fn: InPage<A, R>, ...args: A) => evaluate<A, R>(fn.toString(), args),
    async waitFor<A extends unknown[]>(fn: InPage<A, unknown>, ...args: A) {
      await evaluate(poll(fn.toString(), 10_000), args);
    },
    async click(selector) {
      await pressInView(selector, (origin) => driver.actions({ async: true }).move({ origin }).press().release());
    },
    async moveThenClick(selector, pauseMs) {
      await pressInView(selector, (origin) =>
        driver.actions({ async: true }).move({ origin, duration: 150 }).pause(pauseMs).press().release(),
      );
    },
    async movePointer(x, y) {
      await driver
        .actions({ async: true })
        .move({ x: Math.round(x), y: Math.round(y) })
        .perform();
    },
    async wheel(x, y, deltaY) {
      // selenium-webdriver has wheel actions; its type definitions do not list them yet.
      const actions = driver.actions({ async: true }) as unknown as WheelActions;
      await actions.scroll(Math.round(x), Math.round(y), 0, deltaY).perform();
    },
    async press(key) {
      const [first, second] = keys[key];
      const actions = driver.actions({ async: true });
      if (second) await actions.keyDown(first!).sendKeys(second).keyUp(first!).perform();
      else await actions.sendKeys(first!).perform();
    },
    async type(selector, text) {
      await find(selector).then((element) => element.sendKeys(text));
    },
    async takeErrors() {
      return evaluate<[], string[]>('() => (window.__engineErrors ?? []).splice(0)', []);
    },
    async close() {
      await driver.quit();
    },
  };
  return engine;
}
