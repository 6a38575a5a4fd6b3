// /case-studies: the hero, all fourteen studies with their filter (the
// hero's Scroll Down target), then how to read them.
import type { StaticPageProps } from '@/app/static-page';
import type { CopyPageEntry } from '@/content/page-entry';
import { caseStudies } from '@/content/case-studies';
import { CASE_STUDY_COUNT } from '@/content/constants';
import { useLocation } from '@/lib/react/router-bindings';
import { CtaBanner } from '@/components/sections/cta-banner';
import { PageBlocks } from '@/components/sections/page-blocks';
import { CaseStudyFilter } from '@/components/sections/case-study-filter';
import { toPortfolioItem } from '@/components/sections/portfolio-card';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';

export function CaseStudiesPage({ page }: StaticPageProps<CopyPageEntry>) {
  const { pathname } = useLocation();
  return (
    <>
      <Hero {...pageHeroContent(page.meta, page.hero)} />
      <CaseStudyFilter
        cards={caseStudies.map((study) => toPortfolioItem(study, pathname))}
        title={`All ${CASE_STUDY_COUNT} case studies`}
        intro="Filter by the kind of product, then open a story to see the challenge, our approach and the results."
      />
      <PageBlocks blocks={page.blocks} startSurface="muted" />
      <CtaBanner />
    </>
  );
}
