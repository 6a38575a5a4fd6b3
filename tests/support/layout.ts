import type { Page } from '@playwright/test';

/**
 * Waits for the signals a page sets when its layout is final, never for time:
 * on the site `<html data-layout="settled">` (hydrated, every deferred section
 * mounted), and on any page every justified gallery laid out for the width its
 * frame has now (`data-laid-out-for`, which lags a resize until it re-lays out).
 */
export async function waitForFinalLayout(page: Page, { site }: { site: boolean }) {
  await page.waitForFunction(
    (requireSettled) => {
      if (requireSettled && document.documentElement.dataset.layout !== 'settled') return false;
      const galleries = [...document.querySelectorAll<HTMLElement>('[data-laid-out-for]')];
      return galleries.every(
        (frame) => Number(frame.dataset.laidOutFor) === Math.round(frame.getBoundingClientRect().width),
      );
    },
    site,
    // Polled on a timer rather than on animation frames, which stop while a test pauses its fake clock.
    { polling: 50 },
  );
}
