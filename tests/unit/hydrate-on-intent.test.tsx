// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateOnIntent } from '@/lib/react/hydrate-on-intent';
import { flakyImport } from '../support/flaky-import';

// A deferred control's code can fail to arrive (the network drops). The control must stay what it was (server
// HTML that works without its code) and be tried again at the visitor's next intent, never thrown at React,
// which would swap the whole page for its error page. The success path is proved in the browser suites.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A control's chunk that fails as Chromium fails one until `succeed` is called, counting how often it was fetched. */
const flakyChunk = () =>
  flakyImport({ default: () => <p>control ready</p> }, 'Failed to fetch dynamically imported module');

/** Lets the chunk's promise chain run. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const press = (element: Element) => element.dispatchEvent(new Event('pointerdown', { bubbles: true }));

afterEach(() => document.body.replaceChildren());

describe('hydrateOnIntent after a failed load', () => {
  it('keeps the prerendered markup waiting and fetches again at the next intent inside it', async () => {
    const markup = document.body.appendChild(document.createElement('nav'));
    const load = flakyChunk();
    const control = hydrateOnIntent(load, { markup: () => markup, intent: ['pointerdown'] });

    press(markup);
    await flush();
    expect(load.calls).toBe(1);
    expect(control.isLoaded()).toBe(false);

    load.succeed();
    press(document.body);
    await flush();
    expect(load.calls, 'an intent outside the markup is not intent in it').toBe(1);

    press(markup);
    await flush();
    expect(load.calls).toBe(2);
    expect(control.isLoaded()).toBe(true);
  });

  it('renders nothing, not an error, where there is no markup, and the control once a later intent fetches it', async () => {
    const load = flakyChunk();
    const control = hydrateOnIntent(load, { markup: () => null, intent: ['pointerdown'] });
    const container = document.body.appendChild(document.createElement('div'));
    const errors: unknown[] = [];
    const root = createRoot(container, { onCaughtError: (error) => errors.push(error) });

    await act(() =>
      root.render(
        <Suspense fallback={null}>
          <control.Component />
        </Suspense>,
      ),
    );
    await flush();
    expect(load.calls).toBe(1);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('');

    load.succeed();
    press(document.body);
    await flush();
    expect(load.calls).toBe(2);
    expect(container.textContent).toBe('control ready');
    await act(() => root.unmount());
  });

  it('a failed preload is forgotten: the next preload fetches again', async () => {
    const load = flakyChunk();
    const control = hydrateOnIntent(load, { markup: () => null, intent: ['pointerdown'] });
    await expect(control.preload()).rejects.toThrow('Failed to fetch');
    load.succeed();
    await control.preload();
    expect(load.calls).toBe(2);
    expect(control.isLoaded()).toBe(true);
  });
});
