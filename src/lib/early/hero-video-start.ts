// The hero's play/pause control before the app's code: a press is answered at once, the way the app's
// control answers it (src/components/sections/hero-media.tsx): the control shows the action now open to
// the visitor, and keeps their choice on `data-choice`, which the app adopts when it hydrates and the
// clip follows (the clip has no source before the app). Once the control's region is awake
// (./press-contract.ts) this steps aside: a press is applied by one of them, never both.
import { HERO_VIDEO_LABELS, heroVideoAction, type HeroVideoAction } from '@/lib/media/hero-video-action';
import { asleepRegion } from './press-contract';

export const HERO_VIDEO_CONTROL = '[data-slot="hero-video-control"]';

export function startHeroVideoControl() {
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(HERO_VIDEO_CONTROL) : null;
      if (!(control instanceof HTMLButtonElement) || !asleepRegion(control)) return;
      // Registered before the press contract, so the press is not also recorded for a replay.
      event.stopImmediatePropagation();
      // The button carries the action it shows; once taken, the other one is open.
      const chosen = heroVideoAction(control.value) ?? 'play';
      const next: HeroVideoAction = chosen === 'play' ? 'pause' : 'play';
      control.value = next;
      control.setAttribute('aria-label', HERO_VIDEO_LABELS[next]);
      control.dataset.choice = chosen;
    },
    true,
  );
}
