// /blog-details/{slug}: a slim dark band under the header (which is drawn in
// light ink at the top of every page), the article, and a closing invitation.
import type { ContentPost } from '@/content/types';
import { Container } from '@/components/ui/container';
import { SmartLink } from '@/components/ui/smart-link';
import { CtaBanner } from '@/components/sections/cta-banner';
import { PostArticle } from '@/components/news/post-article';
import { PostArticleSkeleton } from '@/components/news/post-article-skeleton';

const crumbClass = 'rounded-sm underline-offset-4 hover:underline';

function Breadcrumb() {
  return (
    <div data-surface="inverse" className="pt-28 pb-6">
      <Container size="sm">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm">
            <li>
              <SmartLink href="/" className={crumbClass}>
                Home
              </SmartLink>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <SmartLink href="/blog" className={crumbClass}>
                Blog
              </SmartLink>
            </li>
          </ol>
        </nav>
      </Container>
    </div>
  );
}

export function PostPage({ post }: { post: ContentPost }) {
  return (
    <>
      <Breadcrumb />
      <PostArticle post={post} />
      <CtaBanner
        content={{
          title: 'Want results like these?',
          description: 'Tell us what you are working on and a senior consultant will reply with ideas you can use.',
        }}
      />
    </>
  );
}

/** While a post comes from the content service: the same band, and the article's skeleton. */
export function PostPendingPage() {
  return (
    <>
      <Breadcrumb />
      <PostArticleSkeleton />
    </>
  );
}
