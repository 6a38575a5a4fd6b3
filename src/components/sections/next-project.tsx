import { cva, type VariantProps } from 'class-variance-authority';
import type { CaseStudy } from '@/content/types';
import { axis } from '@/components/vocabulary';
import { CONTAINER } from '@/lib/media/sizes';
import { caseStudyPath } from '@/config/page-links';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CategoryLabel } from '@/components/ui/category-label';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Media } from '@/components/ui/media';
import { Section } from '@/components/ui/section';
import { useSectionTitleId } from './section-id';

export const nextProjectVariants = cva('group/next relative isolate flex overflow-hidden rounded-xl', {
  variants: {
    size: axis('size', { sm: 'min-h-56', md: 'min-h-72 md:min-h-96' }),
  },
  defaultVariants: { size: 'md' },
});

export type NextProjectProps = VariantProps<typeof nextProjectVariants> & {
  project: Pick<CaseStudy, 'slug' | 'title' | 'brand' | 'category' | 'src'>;
  className?: string;
};

/** The closing 'Next project' block of a case study: the next study's cover as one large link. */
export function NextProject({ project, size, className }: NextProjectProps) {
  const titleId = useSectionTitleId('next-project');
  return (
    <Section spacing="sm" className={className}>
      <Container>
        {/* A card over a picture: the media surface's light type and focus ring. */}
        <div data-surface="media" className={nextProjectVariants({ size })}>
          <Media
            src={project.src.src}
            alt=""
            width={project.src.width}
            height={project.src.height}
            // Covers a band of the container's width, 18rem tall (24rem from md): 3:2 needs 1.5x the height.
            sizes={`(min-width: 768px) max(calc${CONTAINER}, 36rem), max(calc${CONTAINER}, 27rem)`}
            className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-slow group-hover/next:scale-105 motion-reduce:group-hover/next:scale-100"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-media-scrim" />
          <div className="flex w-full flex-col justify-end gap-3 p-8 md:p-12">
            <CategoryLabel>{`Next project · ${project.category[0]}`}</CategoryLabel>
            <Heading level={2} id={titleId}>
              {/* On the media surface the link colour is the heading's. */}
              <ArrowLink href={caseStudyPath(project.slug)} size="lg" className="stretched-link">
                {`${project.brand}: ${project.title}`}
              </ArrowLink>
            </Heading>
          </div>
        </div>
      </Container>
    </Section>
  );
}
