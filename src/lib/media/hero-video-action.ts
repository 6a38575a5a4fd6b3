// What the hero video's Play/Pause control offers: the action a press takes and its accessible name. Shared by the
// control (src/components/sections/hero-media.tsx) and the app's inline answer before its code
// (src/lib/early/hero-video-start.ts), and kept apart from the latter so the islands, which answer a press by
// keeping it, carry none of the inline script.
export type HeroVideoAction = 'play' | 'pause';

export const HERO_VIDEO_LABELS: Record<HeroVideoAction, string> = {
  play: 'Play background video',
  pause: 'Pause background video',
};

/** The action a control's `value` (or a kept `data-choice`) names, if it names one. */
export const heroVideoAction = (value: string | undefined): HeroVideoAction | null =>
  value === 'play' || value === 'pause' ? value : null;
