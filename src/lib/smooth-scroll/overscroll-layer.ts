// Draws the overscroll pull with transform and opacity only, so the compositor does the work and
// nothing is laid out again: `glow` fades in a sky-blue band at the edge being pulled (global.css
// draws it), `bounce` moves the page's content away from that edge by the pull.
import type { OverscrollEffect } from './overscroll-effect';
import { pullShare, type OverscrollPhysics } from './overscroll-physics';

export type OverscrollEdge = 'top' | 'bottom';

export interface OverscrollLayer {
  /** Shows `pull` pixels of overscroll at `edge` (0 clears it). */
  draw(edge: OverscrollEdge, pull: number): void;
  destroy(): void;
}

export interface OverscrollLayerOptions {
  effect: OverscrollEffect;
  physics: OverscrollPhysics;
  /** Where the glow bands go (position: fixed inside it). */
  host: HTMLElement;
  /** What bounce moves: the page content under the fixed header. */
  bounceTargets: () => Iterable<HTMLElement>;
  /** Under reduced motion there is no effect at all. */
  reducedMotion: boolean;
}

const noLayer: OverscrollLayer = { draw: () => undefined, destroy: () => undefined };

function glowLayer(host: HTMLElement, physics: OverscrollPhysics): OverscrollLayer {
  const bands = Object.fromEntries(
    (['top', 'bottom'] as const).map((edge) => {
      const band = document.createElement('div');
      band.dataset.overscrollGlow = edge;
      band.setAttribute('aria-hidden', 'true');
      host.append(band);
      return [edge, band];
    }),
  ) as Record<OverscrollEdge, HTMLDivElement>;
  return {
    draw(edge, pull) {
      const share = pullShare(pull, physics);
      bands[edge].style.opacity = String(share);
      bands[edge].style.transform = `scaleY(${share})`;
    },
    destroy: () => Object.values(bands).forEach((band) => band.remove()),
  };
}

function bounceLayer(targets: () => Iterable<HTMLElement>): OverscrollLayer {
  const moved = new Set<HTMLElement>();
  return {
    draw(edge, pull) {
      for (const target of targets()) {
        // No transform at rest: a transformed box would become the containing block of fixed descendants.
        target.style.transform = pull === 0 ? '' : `translateY(${edge === 'top' ? pull : -pull}px)`;
        if (pull === 0) moved.delete(target);
        else moved.add(target);
      }
    },
    destroy() {
      moved.forEach((target) => (target.style.transform = ''));
      moved.clear();
    },
  };
}

export function createOverscrollLayer(options: OverscrollLayerOptions): OverscrollLayer {
  if (options.reducedMotion || options.effect === 'none') return noLayer;
  if (options.effect === 'glow') return glowLayer(options.host, options.physics);
  return bounceLayer(options.bounceTargets);
}
