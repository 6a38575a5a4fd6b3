// The server's stand-in for src/components/sections/case-study-filter.tsx in the islands build
// (scripts/vite-island-marks.ts): the grid and its filter written as their island, the cards the page made of the
// studies as props.
import type { CaseStudyFilterProps } from '@/components/sections/case-study-filter';
import CaseStudyFilterIsland from './case-study-filter.island';
import { IslandMark } from './island-mark';

export type { CaseStudyFilterProps };

export function CaseStudyFilter(props: CaseStudyFilterProps) {
  return (
    <IslandMark name="case-study-filter" props={props} hydrate="visible">
      <CaseStudyFilterIsland {...props} />
    </IslandMark>
  );
}
