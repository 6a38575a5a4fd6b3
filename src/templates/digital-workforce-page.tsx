// /digital-workforce: the hero, why roles beat tools, all twelve workers and
// what every worker comes with.
import type { CopyPageEntry } from '@/content/page-entry';
import type { StaticPageProps } from '@/app/static-page';
import { WORKER_COUNT } from '@/content/constants';
import { workers } from '@/content/workers';
import { CtaBanner } from '@/components/sections/cta-banner';
import { anchorBlocks } from '@/components/sections/block-anchors';
import { PageBlocks } from '@/components/sections/page-blocks';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';
import { WorkerGrid } from '@/components/workers/worker-grid';

export function DigitalWorkforcePage({ page }: StaticPageProps<CopyPageEntry>) {
  const [intro, ...rest] = anchorBlocks(page.blocks);
  return (
    <>
      <Hero {...pageHeroContent(page.meta, page.hero)} />
      {intro && <PageBlocks blocks={[intro]} />}
      <WorkerGrid
        id="all-workers"
        surface="muted"
        eyebrow="Hire by role"
        title={`All ${WORKER_COUNT} digital workers`}
        intro="Hover over or tab to a card to see each worker in action, then open a profile for their duties, tools and results."
        workers={workers}
      />
      <PageBlocks blocks={rest} />
      <CtaBanner />
    </>
  );
}
