// Builders for the media paths of the shared media contract, so every module
// names a file the same way and carries its intrinsic size. Page heroes, service
// pictures and worker portraits are abstract artwork (glows, lines and an icon),
// so they are decoration with an empty alt: the words beside them say it all.
// Case-study pictures are drawn product screens, and their alt texts describe them.
import type { MediaImage, MediaVideo } from './types';

export type HeroKey =
  | 'about'
  | 'contact'
  | 'privacy'
  | 'solutions'
  | 'automate-in-house'
  | 'digital-workforce'
  | 'idea-to-market-lab'
  | 'communax'
  | 'platform'
  | 'philosophy'
  | 'people'
  | 'get-started'
  | 'case-studies'
  | 'blog'
  | 'not-found';

export type ServiceKey = 'data-ai' | 'digital-transformation' | 'platforming-cloud' | 'technology-engineering';

/** A full-width page hero, 1600x900 (an 800x450 sibling ends in '-800'); decorative. */
export const heroImage = (key: HeroKey): MediaImage => ({
  src: `/media/heroes/${key}.webp`,
  width: 1600,
  height: 900,
  alt: '',
});

/** Enterprise service imagery (decorative): the 1600x900 banner, a 1200x800 landscape and an 800x1000 portrait. */
export const serviceImage = (key: ServiceKey, variant: 'banner' | 'landscape' | 'portrait'): MediaImage => {
  if (variant === 'banner') return { src: `/media/services/${key}.webp`, width: 1600, height: 900, alt: '' };
  if (variant === 'landscape') return { src: `/media/services/${key}-1.webp`, width: 1200, height: 800, alt: '' };
  return { src: `/media/services/${key}-2.webp`, width: 800, height: 1000, alt: '' };
};

/** Case-study cover, 1200x800. */
export const caseStudyCover = (slug: string, alt: string): MediaImage => ({
  src: `/media/case-studies/${slug}/cover.webp`,
  width: 1200,
  height: 800,
  alt,
});

/**
 * A case study's own page hero, 1600x900 (with an 800x450 '-800' sibling): its cover screen
 * drawn in the dark theme behind the title. Decorative there (the cover with its alt text is
 * on the same page), so its alt is empty.
 */
export const caseStudyHero = (slug: string): MediaImage => ({
  src: `/media/case-studies/${slug}/hero.webp`,
  width: 1600,
  height: 900,
  alt: '',
});

const slideSizes = { 1: [1200, 800], 2: [800, 1000], 3: [1200, 675] } as const;

/** One of a case study's three gallery slides, each with its own aspect ratio. */
export const caseStudySlide = (slug: string, n: 1 | 2 | 3, alt: string): MediaImage => ({
  src: `/media/case-studies/${slug}/slide-${n}.webp`,
  width: slideSizes[n][0],
  height: slideSizes[n][1],
  alt,
});

/** Worker picture, 640x800: a stylised glowing bust with the role's icon, no likeness; decorative beside the name. */
export const workerPortrait = (slug: string): MediaImage => ({
  src: `/media/workers/${slug}.webp`,
  width: 640,
  height: 800,
  alt: '',
});

/** Worker clip (640x360) with its poster frame; decorative. */
export const workerVideo = (slug: string): MediaVideo => ({
  src: `/media/workers/${slug}.mp4`,
  poster: { src: `/media/workers/${slug}-poster.webp`, width: 640, height: 360, alt: '' },
  loop: true,
});
