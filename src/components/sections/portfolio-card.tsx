import { useId } from 'react';
import type { PagePath } from '@/config/page-links';
import type { CaseStudy, MediaImage, MediaVideo } from '@/content/types';
import { cn } from '@/lib/cn';
import { useHoverVideo } from '@/lib/media/use-hover-video';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardLink, CardMedia } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { HoverMedia } from './hover-media';
import { portfolioHref } from './portfolio-href';

export interface PortfolioItem {
  /** Where the title links: the card reads no router, so it renders the same inside an island. */
  href: PagePath;
  title: string;
  category: readonly string[];
  description?: string;
  image: MediaImage;
  video?: MediaVideo;
}

/** A study's card, linked by the page it is listed on (`pathname`, see portfolioHref). */
export const toPortfolioItem = (study: CaseStudy, pathname: string): PortfolioItem => ({
  href: portfolioHref(study.slug, pathname),
  title: `${study.brand}: ${study.title}`,
  category: study.category,
  description: study.description,
  image: study.src,
});

export type PortfolioCardProps = {
  item: PortfolioItem;
  headingLevel?: 2 | 3;
  className?: string;
};

/** A case study (or, under /blog, a post): picture or clip that plays on hover and focus, title link over the card. */
export function PortfolioCard({ item, headingLevel = 3, className }: PortfolioCardProps) {
  const { videoRef, handlers } = useHoverVideo();
  const titleId = useId();
  return (
    <Card asChild variant="interactive" data-slot="portfolio-card" className={cn('h-full', className)} {...handlers}>
      <article aria-labelledby={titleId}>
        <CardMedia ratio="landscape">
          <HoverMedia image={item.image} video={item.video} videoRef={videoRef} />
        </CardMedia>
        <CardBody>
          <div className="flex flex-wrap gap-2">
            {item.category.map((category) => (
              <Badge key={category} variant="accent">
                {category}
              </Badge>
            ))}
          </div>
          <Heading level={headingLevel} size="sm" id={titleId}>
            <CardLink href={item.href} className="hover:underline">
              {item.title}
            </CardLink>
          </Heading>
          {item.description && (
            // The whole excerpt: a line clamp hides words, and more of them under a reader's own text spacing.
            <Text size="sm" emphasis="muted">
              {item.description}
            </Text>
          )}
        </CardBody>
      </article>
    </Card>
  );
}
