import type { Story } from '@ladle/react';
import { bundledPosts } from '@/content/posts';
import { NewsSection } from '@/components/news/news-section';
import { NewsState } from '@/components/news/news-state';
import { PostArticle } from '@/components/news/post-article';
import { PostList } from '@/components/news/post-list';
import { summaryFromContentPost } from '@/components/news/post-summary';

export default { title: 'News/Posts' };

export const Section: Story = () => <NewsSection />;

export const List: Story = () => <PostList posts={bundledPosts.map(summaryFromContentPost)} />;

export const Article: Story = () => <PostArticle post={bundledPosts[0]!} />;

export const Loading: Story = () => <NewsState state="loading" />;

export const Empty: Story = () => <PostList posts={[]} />;

export const Failed: Story = () => (
  <NewsState state="error" error="HTTP 503: the content service is down for maintenance" onRetry={() => {}} />
);
