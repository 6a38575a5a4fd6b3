// Lenis's own `autoRaf` asks for a frame forever, so a page at rest still runs a callback on every
// refresh, and a click meets a busy frame. Here frames are asked for only while a glide runs.
import type Lenis from 'lenis';

const FRAME_MS = 1_000 / 60;

/** Drives `lenis` frame by frame while it glides; returns the function that stops driving it. */
export function driveGlides(lenis: Lenis): () => void {
  let frame = 0;
  const tick = (time: number) => {
    lenis.raf(time);
    frame = lenis.isScrolling === 'smooth' ? requestAnimationFrame(tick) : 0;
  };
  // Lenis steps by the time since its last frame; after a rest that would be the whole rest, and the
  // glide would land in one jump. The first frame of a glide steps one refresh instead.
  const wake = () => {
    if (frame) return;
    frame = requestAnimationFrame((time) => {
      lenis.time = time - FRAME_MS;
      tick(time);
    });
  };
  // Lenis starts a glide just after announcing the wheel; by the microtask it is under way (or refused).
  const offWheel = lenis.on('virtual-scroll', () => queueMicrotask(wake));
  return () => {
    offWheel();
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
