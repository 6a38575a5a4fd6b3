import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each case loads the module afresh: its first call is a page's first render.
async function freshTest() {
  vi.resetModules();
  return (await import('@/app/first-load-scroll')).shouldRestoreScroll;
}

describe("the router's scroll restoration on a page's first load", () => {
  const page = { scrollX: 0, scrollY: 0 };
  beforeEach(() => {
    page.scrollY = 0;
    vi.stubGlobal('window', page);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves a page the browser has already scrolled (a text fragment, a reload) where it is', async () => {
    page.scrollY = 2548;
    const shouldRestoreScroll = await freshTest();
    expect(shouldRestoreScroll()).toBe(false);
  });

  it('does not spend the first render on the prerenderer, which has no window', async () => {
    vi.unstubAllGlobals();
    const shouldRestoreScroll = await freshTest();
    expect(shouldRestoreScroll()).toBe(true);
    vi.stubGlobal('window', { ...page, scrollY: 2548 });
    expect(shouldRestoreScroll()).toBe(false);
  });

  it('restores as usual on a first load at the top, and on every navigation after the first render', async () => {
    const shouldRestoreScroll = await freshTest();
    expect(shouldRestoreScroll()).toBe(true);
    page.scrollY = 900;
    expect(shouldRestoreScroll()).toBe(true);
  });
});
