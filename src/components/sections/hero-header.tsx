import { useId } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { HERO_SIZES } from '@/lib/media/hero-sizes';
import { Container } from '@/components/ui/container';
import { HeroBackdrop, useHeroVideo, VideoPauseControl } from './hero-media';
import { HeroCopy } from './hero-copy';

export const heroHeaderVariants = cva('relative isolate flex overflow-hidden', {
  variants: {
    // 'full' fills the first screen (the home page); inner pages take 'md'.
    height: axis('height', {
      sm: 'min-h-[26rem] md:min-h-[30rem]',
      md: 'min-h-[75svh]',
      full: 'min-h-svh',
    }),
    align: axis('align', {
      start: 'items-end',
      center: 'items-center text-center',
    }),
  },
  defaultVariants: { height: 'full', align: 'start' },
});

export type HeroHeaderProps = HeroContent &
  VariantProps<typeof heroHeaderVariants> & {
    /** Let a background video start by itself (it never does under reduced motion). */
    autoPlay?: boolean;
    /** Background and copy drift down as the hero scrolls away (still under reduced motion). */
    parallax?: boolean;
    className?: string;
  };

/**
 * Page hero: category, h1, optional image or looping video, description,
 * scroll hint and one call to action. Without a title or media it renders
 * nothing, as the specification asks. The parallax is scroll-driven CSS
 * (global.css), so it costs the main thread nothing.
 */
export function HeroHeader({
  height,
  align,
  autoPlay = true,
  parallax = true,
  className,
  image,
  video,
  ...copy
}: HeroHeaderProps) {
  const backdrop = image ?? video?.poster;
  const [posterRef, videoRef, state] = useHeroVideo(Boolean(video), autoPlay);
  const titleId = useId();
  if (!copy.title || !backdrop) return null;
  return (
    <section
      data-slot="hero-header"
      data-surface="media"
      aria-labelledby={titleId}
      data-parallax={parallax ? '' : undefined}
      className={cn(heroHeaderVariants({ height, align }), className)}
    >
      <HeroBackdrop
        image={backdrop}
        video={video}
        posterRef={posterRef}
        videoRef={videoRef}
        state={state}
        sizes={HERO_SIZES[height ?? 'full']}
        // A picture that covers the whole first screen is the page's background: browsers do not
        // take it as the largest paint (the copy is), so it is not preloaded ahead of the copy.
        // Fetched at once it put 21 KB before the first paint in Lighthouse's simulation (LCP 1.30 s).
        priority={(height ?? 'full') !== 'full'}
        data-parallax-layer="backdrop"
      />
      <Container className="relative pt-32 pb-20 md:pb-24" data-parallax-layer="content">
        <HeroCopy {...copy} align={align} titleId={titleId} />
      </Container>
      {video && <VideoPauseControl state={state} />}
    </section>
  );
}
