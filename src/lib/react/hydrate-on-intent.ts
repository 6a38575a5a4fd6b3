// A prerendered control whose code waits for the visitor (the desktop menu,
// the inquiry form). The server renders it in full, so the HTML is the same as
// for any other component. In the browser its Suspense boundary stays server
// HTML, not hydrated (links and native form posts work meanwhile), until the
// visitor shows intent inside it: the pointer comes over it, a press, focus, a
// key. Then the chunk loads and React hydrates the boundary on its own. A
// render with no markup to keep (client-side navigation, stories) loads at once.
// Unlike lazy-section, nothing here holds the page's layout: the markup is final.
import { createElement, lazy, useState, type ComponentType } from 'react';
import { settled } from './settled';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

type Module<P> = { default: ComponentType<P> };

export interface IntentOptions {
  /** The prerendered markup of the control in the document, or null when there is none. */
  markup: () => Element | null;
  /** Events inside the markup that show intent. */
  intent: readonly (keyof WindowEventMap)[];
  /** Called with the markup while it waits, e.g. to remember what the visitor does meanwhile. */
  onWait?: (element: Element) => void;
}

export interface DeferredControl<P> {
  /** Renders the control; place it inside a Suspense boundary of its own. */
  Component: ComponentType<P>;
  /** Loads the chunk: server rendering awaits it so the HTML holds the control; stories use it too. */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived (the control is, or is about to be, hydrated). */
  isLoaded: () => boolean;
}

/**
 * Resolves on the first of the events inside the element. Listening on window in the capture
 * phase sees them before React's root does: React stops the propagation of a press inside a
 * boundary it cannot hydrate yet.
 */
export function whenIntent(element: Element, events: IntentOptions['intent']): Promise<void> {
  return new Promise((resolve) => {
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const type of events) window.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, onEvent, true);
  });
}

export function hydrateOnIntent<P extends object>(
  load: () => Promise<Module<P>>,
  { markup, intent, onWait }: IntentOptions,
): DeferredControl<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  // A load that failed is forgotten, so the next try fetches again.
  const start = () =>
    (loading ??= importUnlessLeaving(load).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  /**
   * Loads at the visitor's first intent inside the element. A load that fails (the network dropped) is not thrown
   * at React, which replaced the whole page with "Unexpected Application Error!"; the control stays what it was
   * (server HTML that works without its code, or nothing where there is no markup) and is tried again at the next
   * intent. Chromium keeps a module address that failed once failed for the document, so there it stays served.
   */
  const loadOnIntent = async (element: Element): Promise<Module<P>> => {
    for (;;) {
      await whenIntent(element, intent);
      try {
        return await start();
      } catch {
        // Tried again at the next intent.
      }
    }
  };
  /** Loads now; after a failure, at the visitor's next intent anywhere on the page. */
  const loadNow = () => start().catch(() => loadOnIntent(document.documentElement));

  // Listening starts as this module runs, before hydration: React reaches a prerendered Suspense
  // boundary only after the rest of the page, and intent shown before that must count too.
  let intentShown: Promise<Module<P>> | undefined;
  const listen = (element: Element) => {
    if (intentShown) return intentShown;
    onWait?.(element);
    return (intentShown = loadOnIntent(element));
  };
  const prerendered = typeof document === 'undefined' ? null : markup();
  if (prerendered) void listen(prerendered);

  // Kept server HTML until the visitor shows intent in it.
  const Waiting = lazy<ComponentType<P>>(() => {
    const element = markup();
    if (loaded) return settled(loaded);
    return element ? listen(element) : loadNow();
  });
  // Nothing to keep: the control is needed now.
  const Loading = lazy<ComponentType<P>>(() => (loaded ? settled(loaded) : loadNow()));

  function Deferred(props: P) {
    // Chosen once per mount: switching component types later would remount the control and lose its state.
    const [Control] = useState(() => loaded?.default ?? (markup() ? Waiting : Loading));
    return createElement(Control, props);
  }
  return { Component: Deferred, preload: () => start().then(() => undefined), isLoaded: () => loaded !== undefined };
}
