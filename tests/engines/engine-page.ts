import type { EngineName } from './engines';

// What a journey needs from a browser, the same over WebDriver BiDi (Firefox, puppeteer-core) and classic
// WebDriver (WebKitGTK, selenium-webdriver). Elements are named by CSS selectors; `tag` (in-page.ts) gives
// an element found by role and name a selector of its own.

/** A function that runs in the page; it is sent as source, so it may use nothing from the test's scope. */
export type InPage<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown';

export interface EnginePage {
  readonly engine: EngineName;
  readonly version: string;
  /** Opens a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The size of the page's viewport (not of the window around it), in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R>;
  /** Waits until the function returns a truthy value in the page, polled every 50 ms (10 s at most). */
  waitFor<A extends unknown[]>(fn: InPage<A, unknown>, ...args: A): Promise<void>;
  /** A pointer click at the element's centre. */
  click(selector: string): Promise<void>;
  /**
   * A visitor's click: the pointer travels onto the element from where it is (about 150 ms), pauses
   * `pauseMs` as a person's hand does, then presses and releases.
   */
  moveThenClick(selector: string, pauseMs: number): Promise<void>;
  /** Moves the pointer to a point of the viewport. */
  movePointer(x: number, y: number): Promise<void>;
  /** Moves the pointer to a point of the viewport and turns the mouse wheel there by `deltaY` CSS pixels. */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Focuses the field as a click would and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Console errors, uncaught exceptions and failed loads since the last call, then forgets them. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}
