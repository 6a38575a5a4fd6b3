// /blog: the hero, who writes here, every post (published at build time and
// refreshed from the content service) with its loading, empty and error states.
import type { CopyPageEntry } from '@/content/page-entry';
import type { ContentPost } from '@/content/types';
import { CtaBanner } from '@/components/sections/cta-banner';
import { anchorBlocks } from '@/components/sections/block-anchors';
import { PageBlocks } from '@/components/sections/page-blocks';
import { PostList } from '@/components/news/post-list';
import { summaryFromContentPost } from '@/components/news/post-summary';
import { Hero } from '@/components/sections/hero';
import { pageHeroContent } from '@/components/sections/hero-content';
import { SectionScaffold } from '@/components/sections/section-scaffold';

/** `posts`: the build's posts, rendered into the HTML; undefined lets the list fetch them in the browser. */
export function BlogPage({ page, posts }: { page: CopyPageEntry; posts: ContentPost[] | undefined }) {
  const [intro, ...rest] = anchorBlocks(page.blocks);
  return (
    <>
      <Hero {...pageHeroContent(page.meta, page.hero)} />
      {intro && <PageBlocks blocks={[intro]} />}
      <SectionScaffold id="latest-posts" surface="muted" title="Latest posts">
        <PostList posts={posts?.map(summaryFromContentPost)} headingLevel={3} />
      </SectionScaffold>
      <PageBlocks blocks={rest} />
      <CtaBanner />
    </>
  );
}
