// Heavy below-the-fold pieces (carousels, gallery, form) ship in their own
// chunks. The prerenderer must still write their markup, and renderToString
// cannot wait for a pending import, so on the server each piece is loaded
// before the first render and handed to React.lazy synchronously. In the
// browser the prerendered markup stays in place while the chunk loads; React
// then hydrates that boundary on its own.
import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { holdLayout } from '@/lib/layout-readiness';

type Module<P> = { default: ComponentType<P> };

export interface LazySection<P> {
  Component: ComponentType<P>;
  /** Loads the chunk; awaited by server rendering so the HTML holds the content. */
  preload: () => Promise<void>;
}

export function lazySection<P extends object>(load: () => Promise<Module<P>>): LazySection<P> {
  let loaded: Module<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  const Component = lazy<ComponentType<P>>(() => {
    // A thenable that resolves in the same tick lets React render the piece without suspending.
    if (loaded) {
      const ready = loaded;
      return { then: (resolve: (value: Module<P>) => void) => resolve(ready) } as unknown as Promise<Module<P>>;
    }
    // Until the piece has mounted, the page's layout may still change (see layout-readiness).
    const release = holdLayout();
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
  return { Component, preload };
}

function releasingOnMount<P extends object>(Piece: ComponentType<P>, release: () => void): ComponentType<P> {
  function Mounted(props: P) {
    useEffect(release, []);
    return createElement(Piece, props);
  }
  return Mounted;
}
