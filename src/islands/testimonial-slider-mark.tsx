// The server's stand-in for src/components/sections/testimonial-slider.tsx in the islands build
// (scripts/vite-island-marks.ts): the slider written as its island, its quotes the props.
import type { TestimonialSliderProps } from '@/components/sections/testimonial-slider';
import TestimonialSliderIsland from './testimonial-slider.island';
import { IslandMark } from './island-mark';

export type { TestimonialSliderProps };

export function TestimonialSlider(props: TestimonialSliderProps) {
  return (
    <IslandMark name="testimonial-slider" props={props} hydrate="visible">
      <TestimonialSliderIsland {...props} />
    </IslandMark>
  );
}
