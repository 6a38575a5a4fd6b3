// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPost } from '@/content/types';
import { bundledPosts } from '@/content/posts';
import { Island } from '@/islands/island';
import { parseProps, slugOf } from '@/islands/post-shell.island';
import { POST_SHELL_ATTRIBUTE } from '@/lib/content-service/post-shell';
import { hydrate, stubMotion, unmountIslands } from '../support/islands-jsdom';

// The post shell as an island (a post published after the build): prerendered as the post's loading state, then
// the post named by the address, the not-found page, or a failure with Try again. tests/e2e/content-service.spec.ts
// drives it against a local content service through the hosts' rewrite.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
vi.setConfig({ testTimeout: 30_000 });
const service = vi.hoisted(() => ({
  answer: (_slug: string): Promise<ContentPost | null> => Promise.reject(new Error('not asked for')),
  asked: [] as string[],
}));
vi.mock('@/lib/content-service/fetch-posts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/content-service/fetch-posts')>()),
  fetchPostBySlug: (slug: string) => {
    service.asked.push(slug);
    return service.answer(slug);
  },
}));

afterEach(async () => {
  await unmountIslands();
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  service.asked.length = 0;
  window.history.replaceState(null, '', '/');
});

/** The shell as the prerender writes it at its own address, visited at `address` (the host's rewrite). */
function shellAt(address: string) {
  document.head.innerHTML = `<title ${POST_SHELL_ATTRIBUTE}="">Loading the Post | Infinyte Blog</title><meta ${POST_SHELL_ATTRIBUTE}="" name="robots" content="noindex, nofollow">`;
  document.body.innerHTML = renderToString(<Island name="post-shell" props={{}} />);
  window.history.replaceState(null, '', address);
  return document.body.querySelector('infinyte-island')!;
}

async function until(done: () => boolean) {
  for (let round = 0; round < 200 && !done(); round++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(done(), 'the island settled').toBe(true);
}

const heading = () => document.querySelector('h1')?.textContent;
const robots = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((meta) => meta.content);

describe('the post shell island', () => {
  const post = bundledPosts[0]!;

  it('takes no props and reads the slug from the address', () => {
    expect(parseProps({})).toEqual({});
    expect(() => parseProps({ slug: 'x' })).toThrow(/takes no props/);
    expect(slugOf('/blog-details/a-new-post/')).toBe('a-new-post');
    expect(slugOf('/blog-details/caf%C3%A9')).toBe('café');
    expect(slugOf('/blog/')).toBeNull();
  });

  it('is prerendered as the loading state, then hydrates without a mismatch and shows the post, indexed', async () => {
    let answer!: (post: ContentPost) => void;
    service.answer = () => new Promise((resolve) => (answer = resolve));
    const island = shellAt(`/blog-details/${post.slug.current}/`);
    expect(island.querySelector('[data-slot="post-article-skeleton"]')).not.toBeNull();
    const { recoverable, consoleErrors } = await hydrate(island);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(service.asked).toEqual([post.slug.current]);
    expect(island.querySelector('[data-slot="post-article-skeleton"]'), 'loading until the post comes').not.toBeNull();
    expect(document.title).toBe('Loading the Post | Infinyte Blog');

    answer(post);
    await until(() => heading() === post.title);
    expect(document.title).toBe(`${post.title} | Infinyte Blog`);
    expect(robots()).toEqual(['index, follow']);
    expect(document.head.querySelector(`[${POST_SHELL_ATTRIBUTE}]`)).toBeNull();
  });

  it('says not found, in its title too, when the service has no such post', async () => {
    service.answer = () => Promise.resolve(null);
    stubMotion(false);
    await hydrate(shellAt('/blog-details/gone/'));
    await until(() => heading() === 'We Could Not Find That Page');
    expect(document.title).toBe('Page Not Found | Infinyte');
    expect(robots()).toEqual(['noindex, nofollow']);
  });

  it('shows a designed failure with Try again, which asks once more and shows the post', async () => {
    service.answer = () => Promise.reject(new Error('The content service answered 503.'));
    await hydrate(shellAt(`/blog-details/${post.slug.current}/`));
    await until(() => document.querySelector('[role="alert"]') !== null);
    expect(heading()).toBe('The Post Could Not Be Loaded');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('The content service answered 503.');
    expect(document.title, 'the shell still says loading, not a page that failed').toBe(
      'Loading the Post | Infinyte Blog',
    );

    service.answer = () => Promise.resolve(post);
    const tryAgain = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    await act(() => tryAgain.click());
    await until(() => heading() === post.title);
    expect(service.asked).toHaveLength(2);
  });
});
