import { useId } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import type { AiWorker } from '@/content/types';
import { cn } from '@/lib/cn';
import { workerPath } from '@/config/page-links';
import { useHoverVideo } from '@/lib/media/use-hover-video';
import { Card, CardBody, CardFooter, CardLink, CardMedia } from '@/components/ui/card';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { hireRequest } from '@/components/conversation/hire-request';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import { HoverMedia } from './hover-media';

export const workerCardVariants = cva('h-full', {
  variants: {
    ratio: axis('ratio', { portrait: '', video: '' }),
  },
  defaultVariants: { ratio: 'portrait' },
});

export type WorkerCardWorker = Pick<
  AiWorker,
  'slug' | 'firstName' | 'title' | 'category' | 'textButton' | 'imgSrc' | 'video'
>;

export type WorkerCardProps = VariantProps<typeof workerCardVariants> & {
  worker: WorkerCardWorker;
  headingLevel?: 3 | 4;
  className?: string;
};

/**
 * A digital worker: role, title link to the profile, 'Hire {name}' (opens the
 * conversation about that worker), and a clip that plays on hover or keyboard focus.
 */
export function WorkerCard({ worker, ratio, headingLevel = 3, className }: WorkerCardProps) {
  const { videoRef, handlers } = useHoverVideo();
  const href = workerPath(worker.slug);
  const titleId = useId();
  const image = ratio === 'video' ? worker.video.poster : worker.imgSrc;
  return (
    <Card
      asChild
      variant="interactive"
      data-slot="worker-card"
      className={cn(workerCardVariants({ ratio }), className)}
      {...handlers}
    >
      <article aria-labelledby={titleId}>
        <CardMedia ratio={ratio ?? 'portrait'}>
          <HoverMedia image={image} video={worker.video} videoRef={videoRef} />
        </CardMedia>
        <CardBody>
          <CategoryLabel>{worker.category[0]}</CategoryLabel>
          <Heading level={headingLevel} size="sm" id={titleId}>
            <CardLink href={href} className="hover:underline">
              {worker.title}
            </CardLink>
          </Heading>
        </CardBody>
        <CardFooter>
          <StartConversationButton
            variant="outline"
            size="sm"
            className="relative z-raised"
            label={worker.textButton}
            request={hireRequest(worker)}
          />
        </CardFooter>
      </article>
    </Card>
  );
}
