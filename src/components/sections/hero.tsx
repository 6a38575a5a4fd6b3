import { cva, type VariantProps } from 'class-variance-authority';
import type { HeroContent, MediaImage } from '@/content/types';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { HERO_SIZES } from '@/lib/media/hero-sizes';
import { Container } from '@/components/ui/container';
import { Media } from '@/components/ui/media';
import { HeroBackdrop, useHeroVideo, VideoPauseControl } from './hero-media';
import { HeroCopy, type HeroCopyProps } from './hero-copy';

export const heroVariants = cva('relative isolate flex overflow-hidden', {
  variants: {
    variant: axis('variant', {
      // The home page: a picture or looping video filling the first screen.
      media: 'min-h-svh',
      // Inner pages, services and case studies: three quarters of a screen over their picture.
      page: 'min-h-[75svh]',
      // As tall as its copy over a picture (the not-found page).
      compact: 'min-h-[28rem] md:min-h-[34rem]',
      // A worker: the portrait beside the copy on the inverse band.
      portrait: '',
    }),
    align: axis('align', {
      start: 'items-end',
      center: 'items-center text-center',
    }),
  },
  defaultVariants: { variant: 'page', align: 'start' },
});

const heroBodyVariants = cva('relative pt-32', {
  variants: {
    variant: axis('variant', {
      media: 'pb-20 md:pb-24',
      page: 'pb-20 md:pb-24',
      compact: 'pb-16',
      portrait: 'grid items-center gap-12 pb-16 md:pb-20 lg:grid-cols-[3fr_2fr]',
    }),
  },
  defaultVariants: { variant: 'page' },
});

export type HeroProps = Omit<HeroContent, 'action'> &
  Omit<HeroCopyProps, 'variant' | 'align' | 'className'> &
  VariantProps<typeof heroVariants> & {
    /** The `portrait` variant's picture, drawn beside the copy rather than behind it, and how wide it is drawn. */
    portrait?: MediaImage & { sizes: string };
    /** Let a background video start by itself (it never does under reduced motion). */
    autoPlay?: boolean;
    /** Picture and copy drift down as the hero scrolls away (static under reduced motion); on over a picture but for `compact`. */
    parallax?: boolean;
    className?: string;
  };

/**
 * The opening band of every page: category, h1, lead, call to action and a
 * scroll hint or a way back, over a picture or looping video (`media`, `page`,
 * `compact`) or beside a portrait (`portrait`). Without a title or a picture it
 * renders nothing, as the specification asks. The parallax is scroll-driven
 * CSS (global.css, the motion.parallax tokens), so it costs the main thread nothing.
 */
export function Hero({
  variant,
  align,
  autoPlay = true,
  parallax,
  className,
  image,
  video,
  portrait,
  ...copy
}: HeroProps) {
  const look = variant ?? 'page';
  const backdrop = look === 'portrait' ? undefined : (image ?? video?.poster);
  const [posterRef, videoRef, state] = useHeroVideo(Boolean(backdrop && video), autoPlay);
  if (!copy.title || !(backdrop ?? portrait)) return null;
  const drifts = Boolean(backdrop) && (parallax ?? look !== 'compact');
  return (
    <section
      data-slot="hero"
      data-variant={look}
      data-surface={backdrop ? 'media' : 'inverse'}
      data-parallax={drifts ? '' : undefined}
      className={cn(heroVariants({ variant: look, align }), className)}
    >
      {backdrop && look !== 'portrait' && (
        <HeroBackdrop
          image={backdrop}
          video={video}
          posterRef={posterRef}
          videoRef={videoRef}
          state={state}
          sizes={HERO_SIZES[look]}
          // A picture that covers the whole first screen is the page's background: browsers do not
          // take it as the largest paint (the copy is), so it is not preloaded ahead of the copy.
          // Fetched at once it put 21 KB before the first paint in Lighthouse's simulation (LCP 1.30 s).
          priority={look !== 'media'}
          data-parallax-layer="backdrop"
        />
      )}
      <Container className={heroBodyVariants({ variant: look })} data-parallax-layer={drifts ? 'content' : undefined}>
        <HeroCopy {...copy} variant={look} align={align} />
        {portrait && look === 'portrait' && (
          <Media
            {...portrait}
            // The page's largest picture, so it loads first.
            priority
            className="mx-auto h-auto w-full max-w-sm rounded-xl object-cover shadow-lg"
          />
        )}
      </Container>
      {backdrop && video && <VideoPauseControl state={state} />}
    </section>
  );
}
