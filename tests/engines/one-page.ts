import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { EnginePage } from './engine-page';

/** The viewports the engines' journeys and sweep use: a laptop, and a phone below the desktop breakpoint. */
export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 390, height: 844 };

/**
 * One page for a whole describe block (opening a page is the slow part in these engines), reset before each test
 * as a new visitor's: desktop viewport, the pointer resting at the left edge over no control. Each test must end
 * without a page error; `afterEachTest` then tidies up what the next test must not inherit.
 */
export function onePagePerSuite(
  openPage: () => Promise<EnginePage>,
  use: (page: EnginePage) => void,
  afterEachTest?: (page: EnginePage) => Promise<void>,
) {
  let page: EnginePage | undefined;
  beforeAll(async () => {
    page = await openPage();
    use(page);
  });
  afterAll(() => page?.close());
  beforeEach(async () => {
    await page!.setViewport(desktop.width, desktop.height);
    await page!.movePointer(1, 400);
  });
  afterEach(async () => {
    expect(await page!.takeErrors()).toEqual([]);
    await afterEachTest?.(page!);
  });
}
