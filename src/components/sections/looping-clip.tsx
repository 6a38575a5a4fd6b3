import { useState, type Ref } from 'react';
import { cn } from '@/lib/cn';

export type LoopingClipProps = {
  ref?: Ref<HTMLVideoElement>;
  /** Undefined until the clip may download (the hero waits for its poster). */
  src?: string;
  className?: string;
};

/**
 * A muted looping clip layered over its picture (a hero's backdrop, a card's).
 * It downloads nothing until asked to play (preload none) and stays invisible
 * until frames arrive, so the picture is what prerender, screenshots and
 * reduced-motion visitors see. The picture carries the meaning: the clip is
 * hidden from assistive technology and the tab order.
 */
export function LoopingClip({ ref, src, className }: LoopingClipProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <video
      ref={ref}
      src={src}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      className={cn('absolute inset-0', className, playing ? 'opacity-100' : 'opacity-0')}
    />
  );
}
