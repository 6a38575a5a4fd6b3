// A mid-range phone, as the bench and the cold-press tests (tests/support/cold-page.ts) both open pages: the CPU
// slowed four times (DevTools protocol) and the network at a phone's latency and bandwidth.
import type { Page } from '@playwright/test';
import { CPU_SLOWDOWN } from './interactions.ts';

/** The phone's network, as the issue measured the lost presses. */
export const PHONE_NETWORK = { latencyMs: 60, downloadMbit: 9 };

export async function slowAsAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const throughput = (PHONE_NETWORK.downloadMbit * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
}
