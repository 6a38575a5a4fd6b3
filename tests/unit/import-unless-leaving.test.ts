// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';
import { flakyImport } from '../support/flaky-import';

// The browser's side (Firefox failing a route's import as the visitor leaves, the page not reloading under
// them) is proved in Firefox and WebKit: tests/engines/leave-while-loading.ts. Here, the cases no engine test
// reaches: a failure while staying still fails, and one while leaving is retried only if the visitor stays.

/** An import that fails as Firefox fails one until `succeed` is called, counting how often it ran. */
const firefoxFlakyImport = () => flakyImport({ component: 'page' }, 'error loading dynamically imported module');

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(resolve, 0, 'pending')),
  ]);

describe('importUnlessLeaving', () => {
  it('passes a failure through while the visitor stays (a stale deploy: the router reloads)', async () => {
    const load = firefoxFlakyImport();
    await expect(importUnlessLeaving(load)).rejects.toThrow('dynamically imported module');
    expect(load.calls).toBe(1);
  });

  it('holds a failure while the page is being left, and tries again once the visitor presses', async () => {
    const load = firefoxFlakyImport();
    // The visitor follows a link while the import is in flight.
    const imported = importUnlessLeaving(() => {
      if (load.calls === 0) window.dispatchEvent(new Event('beforeunload'));
      return load();
    });
    expect(await settled(imported)).toBe('pending');
    expect(load.calls).toBe(1);

    load.succeed();
    window.dispatchEvent(new Event('pointerdown'));
    await expect(imported).resolves.toEqual({ component: 'page' });
    expect(load.calls).toBe(2);
  });

  it('listens for the page being left only while an import is in flight', async () => {
    const load = firefoxFlakyImport();
    load.succeed();
    await importUnlessLeaving(load);
    // A leave that was called off earlier does not hold the next failure.
    window.dispatchEvent(new Event('beforeunload'));
    const failing = firefoxFlakyImport();
    await expect(importUnlessLeaving(failing)).rejects.toThrow();
  });
});
