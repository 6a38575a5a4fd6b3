import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardLink, CardMedia } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { CARD_SIZES } from '@/lib/media/sizes';
import { ContentImage } from './content-image';
import { PostDate } from './post-date';
import type { PostSummary } from './post-summary';

const CARD_WIDTHS = [400, 640, 800, 1200];

export interface PostCardProps {
  post: PostSummary;
  headingLevel?: 2 | 3;
}

/** The title link stretches over the whole card, so the card is one tab stop with a clear name. */
export function PostCard({ post, headingLevel = 3 }: PostCardProps) {
  const titleId = useId();
  return (
    <Card asChild variant="interactive" className="h-full">
      <article aria-labelledby={titleId}>
        <CardMedia ratio="video">
          {post.imageSrc && (
            <ContentImage url={post.imageSrc} alt="" aspect={16 / 9} widths={CARD_WIDTHS} sizes={CARD_SIZES} />
          )}
        </CardMedia>
        <CardBody>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-fg-muted">
            <PostDate value={post.date} />
            {post.categories.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Categories">
                {post.categories.map((category) => (
                  <li key={category}>
                    <Badge variant="accent">{category}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Heading level={headingLevel} size="sm" id={titleId}>
            <CardLink href={post.href} showExternalIcon={false} className="hover:text-accent">
              {post.title}
            </CardLink>
          </Heading>
          {post.excerpt && (
            // The whole excerpt: a line clamp hides words, and more of them under a reader's own text spacing.
            <Text size="sm" emphasis="muted">
              {post.excerpt}
            </Text>
          )}
        </CardBody>
      </article>
    </Card>
  );
}
