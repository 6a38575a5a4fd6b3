import { useId, useRef } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { motion, useScroll, useTransform } from 'motion/react';
import type { HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { useReducedMotion } from '@/lib/media/reduced-motion';
import { Container } from '@/components/ui/container';
import { HeroBackdrop, useHeroVideo, VideoPauseControl } from './hero-media';
import { HeroCopy } from './hero-copy';
import { heroHeaderVariants } from './hero-header';

export type ParallaxHeroProps = HeroContent &
  VariantProps<typeof heroHeaderVariants> & {
    autoPlay?: boolean;
    className?: string;
  };

// Specification section 9: while the hero scrolls away the image drifts 30 %
// and the copy 40 % of their height, so the copy leaves faster than the picture.
const IMAGE_SHIFT = '30%';
const CONTENT_SHIFT = '40%';

export function ParallaxHero({
  height = 'large',
  align,
  autoPlay = true,
  className,
  image,
  video,
  ...copy
}: ParallaxHeroProps) {
  const ref = useRef<HTMLElement>(null);
  const reduced = useReducedMotion();
  const titleId = useId();
  const [posterRef, videoRef, state] = useHeroVideo(Boolean(video), autoPlay);
  const { scrollYProgress } = useScroll({ target: ref, offset: ['start start', 'end start'] });
  const imageY = useTransform(scrollYProgress, [0, 1], ['0%', IMAGE_SHIFT]);
  const contentY = useTransform(scrollYProgress, [0, 1], ['0%', CONTENT_SHIFT]);
  const backdrop = image ?? video?.poster;
  if (!copy.title || !backdrop) return null;
  // Under reduced motion nothing moves: no transform is bound at all.
  const still = reduced !== false;
  return (
    <section
      ref={ref}
      data-slot="parallax-hero"
      aria-labelledby={titleId}
      className={cn(heroHeaderVariants({ height, align }), className)}
    >
      <motion.div className="absolute inset-0 -z-10" style={still ? undefined : { y: imageY }}>
        <HeroBackdrop image={backdrop} video={video} posterRef={posterRef} videoRef={videoRef} state={state} />
      </motion.div>
      <motion.div className="relative w-full" style={still ? undefined : { y: contentY }}>
        <Container className="pt-32 pb-20 md:pb-24">
          <HeroCopy {...copy} align={align} titleId={titleId} />
        </Container>
      </motion.div>
      {video && <VideoPauseControl state={state} />}
    </section>
  );
}
