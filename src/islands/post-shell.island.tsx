// The post shell as an island: the page hosts answer for a post published after the build
// (src/lib/content-service/post-shell.ts). Prerendered as the post's loading state; in the browser it asks the
// content service for the post named by the address, then shows the post, the not-found page when there is no
// such post, or a designed failure with Try again (the visitor keeps the address they asked for). The shell's own
// title and meta tags (marked by the prerender) say "loading" until then, and give way to the post's or the
// not-found page's.
import { useEffect, useState } from 'react';
import type { ContentPost } from '@/content/types';
import { notFoundMeta, postMeta, type RouteMeta } from '@/content/route-meta';
import { postPath } from '@/config/page-links';
import { routeHead } from '@/app/route-head';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { fetchPostBySlug } from '@/lib/content-service/fetch-posts';
import { POST_SHELL_ATTRIBUTE, POST_SHELL_PAGE } from '@/lib/content-service/post-shell';
import { PostPage, PostPendingPage } from '@/templates/post-page';
import { IslandPagePath } from '@/lib/react/page-path';

export type PostShellIslandProps = Record<string, never>;

export function parseProps(raw: unknown): PostShellIslandProps {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length > 0) {
    throw new Error(`The post shell island takes no props: ${JSON.stringify(raw)}`);
  }
  return {};
}

type Shown =
  | { state: 'loading' }
  | { state: 'post'; post: ContentPost }
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/** The slug of the post address the visitor asked for (`/blog-details/<slug>/`), or null for any other. */
export function slugOf(pathname: string): string | null {
  const match = /^\/blog-details\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Replaces the shell's title and meta tags with the page's own. */
function writeHead(meta: RouteMeta, path: string) {
  for (const tag of document.head.querySelectorAll(`[${POST_SHELL_ATTRIBUTE}]`)) tag.remove();
  for (const tag of routeHead(meta, path).meta) {
    if ('title' in tag) {
      document.title = tag.title;
      continue;
    }
    const element = document.createElement('meta');
    if ('name' in tag) element.name = tag.name;
    else element.setAttribute('property', tag.property);
    element.content = tag.content;
    document.head.append(element);
  }
}

export default function PostShellIsland() {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const slug = slugOf(window.location.pathname);
    let current = true;
    (slug ? fetchPostBySlug(slug) : Promise.resolve(null)).then(
      (post) => {
        if (!current) return;
        if (post) {
          writeHead(postMeta(post), postPath(post.slug.current));
          setShown({ state: 'post', post });
        } else {
          writeHead(notFoundMeta, window.location.pathname);
          setShown({ state: 'not-found' });
        }
      },
      (error: unknown) => {
        if (current) setShown({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    // Links are marked current against the shell's own path, as the server rendered them: no link of a post's page
    // leads to the post itself.
    <IslandPagePath value={POST_SHELL_PAGE}>
      {shown.state === 'loading' && <PostPendingPage />}
      {shown.state === 'post' && <PostPage post={shown.post} />}
      {shown.state === 'not-found' && <NotFoundPage />}
      {shown.state === 'failed' && (
        <Container className="flex flex-col items-start gap-6 pt-40 pb-section">
          <Heading level={1}>The Post Could Not Be Loaded</Heading>
          <div role="alert">
            <Text size="lg" status="error">
              {shown.message}
            </Text>
          </div>
          <Button
            onClick={() => {
              setShown({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </Container>
      )}
    </IslandPagePath>
  );
}
