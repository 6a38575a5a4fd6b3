import { useEffect, useRef } from 'react';
import type { Story } from '@ladle/react';
import { aboutPage } from '@/content/pages/about';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import type { OverscrollEffect } from '@/lib/smooth-scroll/overscroll-effect';
import { createOverscrollLayer, type OverscrollEdge } from '@/lib/smooth-scroll/overscroll-layer';
import { overscrollPhysics } from '@/lib/smooth-scroll/overscroll-physics';

export default { title: 'Motion/Overscroll' };

interface PulledPageProps {
  effect: OverscrollEffect;
  edge: OverscrollEdge;
  reducedMotion?: boolean;
}

/**
 * A page-sized frame held at the largest pull past one edge, drawn by the same layer the site uses
 * (the frame's paint containment keeps the fixed glow bands inside it). Under reduced motion the layer
 * draws nothing, as on the site.
 */
function PulledPage({ effect, edge, reducedMotion = false }: PulledPageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = frame.current;
    const page = content.current;
    if (!host || !page) return;
    const layer = createOverscrollLayer({
      effect,
      physics: overscrollPhysics,
      host,
      bounceTargets: () => [page],
      reducedMotion,
    });
    layer.draw(edge, overscrollPhysics.max);
    return () => layer.destroy();
  }, [effect, edge, reducedMotion]);
  return (
    <div
      ref={frame}
      className="relative h-[32rem] overflow-hidden rounded-lg border border-border bg-surface contain-paint"
    >
      <div
        ref={content}
        data-slot="pulled-page"
        className="flex h-full flex-col justify-center gap-4 bg-surface-muted p-10"
      >
        <Heading level={2}>{aboutPage.hero.title}</Heading>
        <Text className="max-w-prose">{aboutPage.hero.description}</Text>
      </div>
    </div>
  );
}

export const GlowAtTop: Story = () => <PulledPage effect="glow" edge="top" />;
export const GlowAtBottom: Story = () => <PulledPage effect="glow" edge="bottom" />;
export const GlowUnderReducedMotion: Story = () => <PulledPage effect="glow" edge="top" reducedMotion />;
export const BounceAtTop: Story = () => <PulledPage effect="bounce" edge="top" />;
export const BounceAtBottom: Story = () => <PulledPage effect="bounce" edge="bottom" />;
export const BounceUnderReducedMotion: Story = () => <PulledPage effect="bounce" edge="top" reducedMotion />;
