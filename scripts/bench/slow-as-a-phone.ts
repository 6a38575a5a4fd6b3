// A mid-range phone, as the bench opens pages: the CPU slowed four times and the network at a phone's latency and
// bandwidth, both through the DevTools protocol. The cold-press tests (tests/support/cold-page.ts) slow the CPU the
// same way and bring the same network through a proxy of their own (tests/support/phone-network.ts).
import type { Page } from '@playwright/test';
import { CPU_SLOWDOWN } from './interactions.ts';

/** The phone's network, as the issue measured the lost presses. */
export const PHONE_NETWORK = { latencyMs: 60, downloadMbit: 9 };

/** The phone's CPU alone (the cold-press tests bring its network through a proxy: tests/support/phone-network.ts). */
export async function slowCpuAsAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

export async function slowAsAPhone(page: Page) {
  const cdp = await slowCpuAsAPhone(page);
  const throughput = (PHONE_NETWORK.downloadMbit * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
}
