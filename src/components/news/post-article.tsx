import type { ContentPost } from '@/content/types';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { ARTICLE_SIZES } from '@/lib/media/sizes';
import { ContentImage } from './content-image';
import { PostBody } from './post-body';
import { PostDate } from './post-date';

export interface PostArticleProps {
  post: ContentPost;
  /** 1 when the article is the page's main heading; 2 under a page hero that already has the h1. */
  titleLevel?: 1 | 2;
}

/** A full post: header, image and Portable Text body, readable at prose width. */
export function PostArticle({ post, titleLevel = 1 }: PostArticleProps) {
  const image = post.mainImage;
  return (
    <article className="py-section" data-slot="post-article">
      <Container size="sm" className="flex flex-col gap-8">
        <ArrowLink href="/blog" direction="back" size="sm" emphasis="muted" className="w-fit">
          All posts
        </ArrowLink>
        <header className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
            <PostDate value={post.publishedAt} />
            {post.categories.map((category) => (
              <Badge key={category.title} variant="accent">
                {category.title}
              </Badge>
            ))}
          </div>
          <Heading level={titleLevel} size="xl">
            {post.title}
          </Heading>
          {post.excerpt && (
            <Text size="lg" emphasis="muted">
              {post.excerpt}
            </Text>
          )}
        </header>
        {image && (
          <ContentImage
            url={image.asset.url}
            alt={image.alt ?? ''}
            aspect={16 / 9}
            sizes={ARTICLE_SIZES}
            priority
            className="aspect-video w-full rounded-xl bg-surface-muted object-cover"
          />
        )}
        {post.body && <PostBody value={post.body} />}
      </Container>
    </article>
  );
}
