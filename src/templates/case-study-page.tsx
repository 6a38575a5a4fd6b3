// /case-studies/{slug}: hero with a call to action, the story (client and
// challenge, constraints, approach, outcome and how it was measured, figures,
// the client's words), what each capability brought, the gallery with its
// lightbox and the next project.
import type { CaseStudy } from '@/content/types';
import type { ExternalHref } from '@/config/page-links';
import type { RouteMeta } from '@/content/route-meta';
import { capabilityLinks, type Capability } from '@/content/offerings';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NextProject, type NextProjectProps } from '@/components/sections/next-project';
import { ProseBlock } from '@/components/sections/prose-block';
import { SplitLayout } from '@/components/sections/split-layout';
import { StatsBand } from '@/components/sections/stats-band';
import { CaseStudyGallery } from '@/components/sections/case-study-gallery';
import { ClientQuote } from '@/components/sections/client-quote';
import { ListSection } from '@/components/sections/list-section';
import { Hero } from '@/components/sections/hero';
import { caseStudyHeroContent } from '@/components/sections/case-study-hero-content';

const capabilityIcons: Record<Capability, string> = {
  'Data and Artificial Intelligence': 'brain',
  'Digital Transformation and Strategy': 'compass',
  'Platforming and Cloud Services': 'cloud',
  'Technology and Engineering': 'code',
  'Digital Workforce': 'bot',
  'Automate In-House': 'workflow',
  'Idea-to-Market Lab': 'lightbulb',
};

/** A capability the project used, described by what it brought to this project. */
const capabilityItem = (study: CaseStudy) => (name: string) => {
  const capability = name as Capability;
  return {
    icon: capabilityIcons[capability] ?? 'layers',
    title: name,
    description: study.capabilityNotes[name] ?? '',
    href: capabilityLinks[capability],
  };
};

function VisitSite({ href }: { href: ExternalHref }) {
  return (
    <Section spacing="sm" surface="muted">
      <Container className="flex justify-center">
        <ButtonLink href={href} size="lg">
          VISIT SITE
        </ButtonLink>
      </Container>
    </Section>
  );
}

export function CaseStudyPage({
  study,
  meta,
}: {
  study: CaseStudy & { next?: NextProjectProps['project'] };
  meta: RouteMeta;
}) {
  const { next } = study;
  return (
    <>
      <Hero {...caseStudyHeroContent(study, meta)} />
      <SplitLayout
        id="challenge"
        eyebrow="The challenge"
        title={`Where ${study.brand} started`}
        paragraphs={[study.story.context, study.story.challenge]}
        image={study.src}
        imageSide="right"
        action={study.siteUrl ? { label: 'View Website', href: study.siteUrl } : undefined}
      />
      <ListSection
        id="constraints"
        surface="muted"
        eyebrow="Constraints"
        title="What the solution had to respect"
        items={study.story.constraints}
      />
      <ListSection
        id="approach"
        eyebrow="Our approach"
        title="How we built it"
        items={study.story.approach}
        variant="steps"
      />
      <ProseBlock
        id="outcome"
        surface="muted"
        eyebrow="The outcome"
        title="What changed"
        paragraphs={[study.story.outcome, study.story.measurement]}
      />
      <StatsBand id="figures" title="The results in numbers" items={study.story.figures} columns={3} />
      <ClientQuote id="quote" quote={study.story.quote} />
      <FeatureGrid
        id="capabilities"
        eyebrow="Related capabilities"
        title="What we brought to the project"
        items={study.capabilities.map(capabilityItem(study))}
      />
      <CaseStudyGallery
        id="gallery"
        surface="muted"
        eyebrow="Gallery"
        title={`Inside ${study.brand}`}
        images={study.srcSlider}
        // The prerender writes the layout as a cached file; the dev server prerenders nothing.
        stylesheet={import.meta.env.DEV ? 'inline' : 'file'}
      />
      {study.siteUrl && <VisitSite href={study.siteUrl} />}
      {next && <NextProject project={next} />}
    </>
  );
}
