import type { Story } from '@ladle/react';
import { PortfolioCard } from '@/components/sections/portfolio-card';
import { portfolioHref } from '@/components/sections/portfolio-href';
import { bundledPosts } from '@/content/posts';
import { IslandPagePath } from '@/lib/react/page-path';

export default { title: 'Sections/Portfolio' };

// Under /blog the same card links to the post (/blog-details/{slug}), on the blog's page.

export const OnTheBlog: Story = () => {
  const post = bundledPosts[0]!;
  return (
    <IslandPagePath value="/blog/">
      <div className="max-w-md">
        <PortfolioCard
          item={{
            href: portfolioHref(post.slug.current, '/blog'),
            title: post.title,
            category: post.categories.map((category) => category.title),
            description: post.excerpt,
            image: { src: `/media/posts/${post.slug.current}.webp`, width: 1200, height: 675, alt: '' },
          }}
        />
      </div>
    </IslandPagePath>
  );
};
