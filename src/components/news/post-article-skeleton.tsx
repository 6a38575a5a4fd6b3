import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const bar = 'rounded-md bg-surface-muted motion-safe:animate-pulse';

/**
 * The designed loading state of a post: PostArticle's layout (date and category,
 * title, excerpt, picture, paragraphs) in quiet blocks, so the article lands
 * where the skeleton stood. Announced once as a polite status.
 */
export function PostArticleSkeleton() {
  return (
    <article className="py-section" data-slot="post-article-skeleton">
      <Container size="sm" className="flex flex-col gap-8">
        <div role="status" aria-live="polite">
          <Heading level={1}>
            <VisuallyHidden>Loading the post</VisuallyHidden>
          </Heading>
        </div>
        <div aria-hidden="true" className="flex flex-col gap-8">
          <div className={`h-5 w-24 ${bar}`} />
          <div className="flex flex-col gap-4">
            <div className={`h-5 w-48 ${bar}`} />
            <div className={`h-12 w-11/12 ${bar}`} />
            <div className={`h-12 w-2/3 ${bar}`} />
            <div className={`h-6 w-full ${bar}`} />
          </div>
          <div className={`aspect-video w-full rounded-xl ${bar}`} />
          <div className="flex flex-col gap-3">
            <div className={`h-5 w-full ${bar}`} />
            <div className={`h-5 w-full ${bar}`} />
            <div className={`h-5 w-4/5 ${bar}`} />
          </div>
        </div>
      </Container>
    </article>
  );
}
