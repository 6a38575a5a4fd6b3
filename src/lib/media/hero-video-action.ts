// What the hero video's Play/Pause control offers: the action a press takes and its accessible name
// (src/components/sections/hero-media.tsx).
export type HeroVideoAction = 'play' | 'pause';

export const HERO_VIDEO_LABELS: Record<HeroVideoAction, string> = {
  play: 'Play background video',
  pause: 'Pause background video',
};

/** The action a control's `value` names, if it names one. */
export const heroVideoAction = (value: string | undefined): HeroVideoAction | null =>
  value === 'play' || value === 'pause' ? value : null;
