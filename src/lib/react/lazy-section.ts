// Heavy below-the-fold sections (carousels, gallery, news) ship in their own
// chunks. The prerenderer must still write their markup, and renderToString
// cannot wait for a pending import, so on the server each piece is loaded
// before the first render and handed to React.lazy synchronously. In the
// browser the prerendered markup stays in place, and the chunk is fetched only
// when the section comes within a screen of the viewport (scrolling, a link to
// it, Tab reaching it); React then hydrates that boundary on its own. A page
// reached by client-side navigation has no markup to keep, so it loads at once.
// Server rendering notes the ids it rendered, for the prerenderer to list in the page
// (src/lib/layout-readiness.ts, src/lib/early/press-contract.ts); once a section's
// code has mounted, it wakes and replays the presses it was given meanwhile.
import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { wake } from '@/lib/early/press-replay';
import { importUnlessLeaving } from '@/lib/import-unless-leaving';
import { deferSection, NEAR_VIEWPORT } from '@/lib/layout-readiness';
import { settled } from './settled';

type Module<P> = { default: ComponentType<P> };
/** A deferred section is found in the prerendered page by its id. */
type SectionProps = { id: string };

export interface LazySection<P> {
  Component: ComponentType<P>;
  /** Loads the chunk; awaited by server rendering so the HTML holds the content. */
  preload: () => Promise<void>;
}

const rendered = new Set<string>();

/** The ids of the deferred sections rendered since the last call (server rendering, one page at a time). */
export function takeRenderedSectionIds(): string[] {
  const ids = [...rendered];
  rendered.clear();
  return ids;
}

/** Resolves when the element comes near the viewport. */
function whenNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
  });
}

export function lazySection<P extends object>(importModule: () => Promise<Module<P>>): LazySection<P & SectionProps> {
  const load = () => importUnlessLeaving(importModule);
  let loaded: Module<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });

  // One lazy component per section id, so each placement waits for its own markup.
  const byId = new Map<string, ComponentType<P>>();
  const lazyFor = (id: string) => {
    let Lazy = byId.get(id);
    if (!Lazy) {
      Lazy = lazy<ComponentType<P>>(() => {
        // Until the piece has mounted, the page's layout may still change (see layout-readiness).
        const start = deferSection(id);
        if (loaded) return settled({ default: wakingOnMount(loaded.default, id, start()) });
        const markup = document.getElementById(id);
        const near = markup && typeof IntersectionObserver !== 'undefined' ? whenNear(markup) : Promise.resolve();
        return near.then(() => {
          const release = start();
          return load().then(
            (module) => {
              loaded = module;
              return { default: wakingOnMount(module.default, id, release) };
            },
            (error: unknown) => {
              release();
              throw error;
            },
          );
        });
      });
      byId.set(id, Lazy);
    }
    return Lazy;
  };

  function Deferred(props: P & SectionProps) {
    if (import.meta.env.SSR) rendered.add(props.id);
    return createElement(lazyFor(props.id), props);
  }
  return { Component: Deferred, preload };
}

/** The piece, which once mounted wakes its section (its controls answer now) and releases the layout. */
function wakingOnMount<P extends object>(Piece: ComponentType<P>, id: string, release: () => void): ComponentType<P> {
  function Mounted(props: P) {
    useEffect(() => {
      wake(document.getElementById(id));
      release();
    }, []);
    return createElement(Piece, props);
  }
  return Mounted;
}
