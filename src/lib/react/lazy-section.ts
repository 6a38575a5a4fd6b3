// Heavy below-the-fold sections (carousels, gallery, news) ship in their own
// chunks. The prerenderer must still write their markup, and renderToString
// cannot wait for a pending import, so on the server each piece is loaded
// before the first render and handed to React.lazy synchronously. In the
// browser the prerendered markup stays in place, and the chunk is fetched only
// when the section comes within a screen of the viewport (scrolling, a link to
// it, Tab reaching it); React then hydrates that boundary on its own. A page
// reached by client-side navigation has no markup to keep, so it loads at once.
import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { deferSection } from '@/lib/layout-readiness';
import { settled } from './settled';

type Module<P> = { default: ComponentType<P> };
/** A deferred section is found in the prerendered page by its id. */
type SectionProps = { id: string };

export interface LazySection<P> {
  Component: ComponentType<P>;
  /** Loads the chunk; awaited by server rendering so the HTML holds the content. */
  preload: () => Promise<void>;
}

/** How far ahead of the viewport a section starts loading: one screen height. */
const NEAR_VIEWPORT = '100% 0px';

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

export function lazySection<P extends object>(load: () => Promise<Module<P>>): LazySection<P & SectionProps> {
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
        if (loaded) return settled(loaded);
        const markup = document.getElementById(id);
        const near = markup && typeof IntersectionObserver !== 'undefined' ? whenNear(markup) : Promise.resolve();
        // Until the piece has mounted, the page's layout may still change (see layout-readiness).
        const start = deferSection(id);
        return near.then(() => {
          const release = start();
          return load().then(
            (module) => {
              loaded = module;
              return { default: releasingOnMount(module.default, release) };
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
    return createElement(lazyFor(props.id), props);
  }
  return { Component: Deferred, preload };
}

function releasingOnMount<P extends object>(Piece: ComponentType<P>, release: () => void): ComponentType<P> {
  function Mounted(props: P) {
    useEffect(release, []);
    return createElement(Piece, props);
  }
  return Mounted;
}
