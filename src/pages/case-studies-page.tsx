// /case-studies: the hero, all fourteen studies with their filter (the
// hero's Scroll Down target), then how to read them.
import type { RouteMeta } from '@/content/route-meta';
import { caseStudies } from '@/content/case-studies';
import { CASE_STUDY_COUNT } from '@/content/constants';
import { caseStudiesPage } from '@/content/pages/case-studies';
import { CtaBanner } from '@/components/sections/cta-banner';
import { PageBlocks } from '@/components/sections/page-blocks';
import { CaseStudyFilter } from '@/components/sections/case-study-filter';
import { PageHero } from '@/components/sections/page-hero';

export function CaseStudiesPage({ meta }: { meta: RouteMeta }) {
  return (
    <>
      <PageHero meta={meta} hero={caseStudiesPage.hero} />
      <CaseStudyFilter
        studies={caseStudies}
        title={`All ${CASE_STUDY_COUNT} case studies`}
        intro="Filter by the kind of product, then open a story to see the challenge, our approach and the results."
      />
      <PageBlocks blocks={caseStudiesPage.blocks} startTone="muted" />
      <CtaBanner />
    </>
  );
}
