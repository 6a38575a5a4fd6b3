// Holds the overscroll pull while the wheel keeps pushing at an edge and lets it go, frame by frame,
// once the wheel has been quiet for the lock-release time.
import type { OverscrollEdge, OverscrollLayer } from './overscroll-layer';
import { pullBy, release, type OverscrollPhysics } from './overscroll-physics';

export interface OverscrollSpring {
  /** The wheel pushed `delta` pixels past `edge`. */
  push(edge: OverscrollEdge, delta: number): void;
  destroy(): void;
}

export function createOverscrollSpring(
  layer: OverscrollLayer,
  physics: OverscrollPhysics,
  releaseAfterMs: number,
): OverscrollSpring {
  let edge: OverscrollEdge = 'top';
  let pull = 0;
  let lastPush = 0;
  let frame = 0;

  const tick = (time: number) => {
    frame = 0;
    if (time - lastPush >= releaseAfterMs) pull = release(pull, physics);
    layer.draw(edge, pull);
    if (pull > 0) frame = requestAnimationFrame(tick);
  };

  return {
    push(to, delta) {
      if (to !== edge && pull > 0) layer.draw(edge, 0);
      if (to !== edge) pull = 0;
      edge = to;
      pull = pullBy(pull, delta, physics);
      lastPush = performance.now();
      if (!frame) frame = requestAnimationFrame(tick);
    },
    destroy() {
      cancelAnimationFrame(frame);
      layer.draw(edge, 0);
      layer.destroy();
    },
  };
}
