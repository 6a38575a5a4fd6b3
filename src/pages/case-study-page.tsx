// /case-studies/{slug}: hero with a call to action, the story (challenge,
// approach, outcome with figures), related capabilities, the gallery with
// its lightbox and the next project.
import { Suspense } from 'react';
import type { CaseStudy } from '@/content/types';
import type { RouteMeta } from '@/content/route-meta';
import { nextCaseStudy } from '@/content/case-studies';
import { caseStudyHero } from '@/content/media';
import { capabilityLinks, offerings, type Capability } from '@/content/offerings';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NextProject } from '@/components/sections/next-project';
import { ProseBlock } from '@/components/sections/prose-block';
import { SplitLayout } from '@/components/sections/split-layout';
import { StatsBand } from '@/components/sections/stats-band';
import { lazySection } from './lazy-section';
import { ListSection } from './list-section';
import { PageHero } from './page-hero';

// The justified gallery (and its layout library) loads after the story.
const gallery = lazySection(() =>
  import('@/components/sections/case-study-gallery').then((module) => ({ default: module.CaseStudyGallery })),
);
if (import.meta.env.SSR) await gallery.preload();
const CaseStudyGallery = gallery.Component;

const capabilityIcons: Record<Capability, string> = {
  'Data and Artificial Intelligence': 'brain',
  'Digital Transformation and Strategy': 'compass',
  'Platforming and Cloud Services': 'cloud',
  'Technology and Engineering': 'code',
  'Digital Workforce': 'bot',
  'Automate In-House': 'workflow',
  'Idea-to-Market Lab': 'lightbulb',
};

const capabilityItem = (name: string) => {
  const capability = name as Capability;
  return {
    icon: capabilityIcons[capability] ?? 'layers',
    title: name,
    description: offerings.find((offering) => offering.title === name)?.description ?? '',
    href: capabilityLinks[capability],
  };
};

function VisitSite({ href, brand }: { href: string; brand: string }) {
  return (
    <Section aria-label={`Visit ${brand}`} spacing="compact" tone="muted">
      <Container className="flex justify-center">
        <Button asChild size="lg">
          <SmartLink href={href}>VISIT SITE</SmartLink>
        </Button>
      </Container>
    </Section>
  );
}

export function CaseStudyPage({ study, meta }: { study: CaseStudy; meta: RouteMeta }) {
  const next = nextCaseStudy(study.slug);
  return (
    <>
      <PageHero
        meta={meta}
        hero={{
          category: study.category[0],
          title: meta.heading,
          description: study.description,
          image: caseStudyHero(study.slug),
          action: { label: 'Start a Conversation', opensConversation: true },
          scrollTarget: '#challenge',
        }}
      />
      <SplitLayout
        id="challenge"
        eyebrow="The challenge"
        title={`Where ${study.brand} started`}
        paragraphs={[study.story.challenge]}
        image={study.src}
        imageSide="right"
        action={study.siteUrl ? { label: 'View Website', href: study.siteUrl } : undefined}
      />
      <ListSection
        id="approach"
        tone="muted"
        eyebrow="Our approach"
        title="How we built it"
        items={study.story.approach}
        appearance="steps"
      />
      <ProseBlock id="outcome" eyebrow="The outcome" title="What changed" paragraphs={[study.story.outcome]} />
      <StatsBand id="figures" title="The results in numbers" items={study.story.figures} columns={3} />
      <FeatureGrid
        id="capabilities"
        eyebrow="Related capabilities"
        title="What we brought to the project"
        items={study.capabilities.map(capabilityItem)}
      />
      <Suspense fallback={<div className="min-h-[32rem]" />}>
        <CaseStudyGallery
          id="gallery"
          tone="muted"
          eyebrow="Gallery"
          title={`Inside ${study.brand}`}
          images={study.srcSlider}
        />
      </Suspense>
      {study.siteUrl && <VisitSite href={study.siteUrl} brand={study.brand} />}
      {next && <NextProject project={next} />}
    </>
  );
}
