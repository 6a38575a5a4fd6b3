import { describe, expect, it } from 'vitest';
import { ContentRequiredError, loadBuildPosts } from '@/lib/content-service/build-posts';
import { bundledPosts } from '@/content/posts';
import type { ContentPost } from '@/content/types';

// Which posts a build publishes, and when the build must stop instead.
const configured = {
  projectId: 'test',
  dataset: 'production',
  apiHost: 'http://127.0.0.1:1',
  apiVersion: '2024-03-11',
};
const unconfigured = { ...configured, projectId: '' };
const remotePost: ContentPost = {
  title: 'Remote',
  slug: { current: 'remote' },
  publishedAt: '2026-09-01T00:00:00Z',
  excerpt: '',
  mainImage: null,
  categories: [],
};
const failing = () => Promise.reject(Object.assign(new Error('HTTP 500'), { responseBody: '{"error":"down"}' }));

describe('loadBuildPosts', () => {
  it('publishes the bundled posts when no service is configured, and says so', async () => {
    const result = await loadBuildPosts({ config: unconfigured, fetchAll: () => Promise.reject(new Error('unused')) });
    expect(result.source).toBe('bundled');
    expect(result.posts).toBe(bundledPosts);
    expect(result.notice).toContain('No content service configured');
  });

  it('publishes what the service answers', async () => {
    const result = await loadBuildPosts({ config: configured, fetchAll: () => Promise.resolve([remotePost]) });
    expect(result).toMatchObject({ source: 'content-service', posts: [remotePost] });
    expect(result.notice).toBe(
      'Fetched 1 posts from the content service http://127.0.0.1:1 (project test, dataset production).',
    );
  });

  it('counts the posts it left out in the build log line, and publishes the rest', async () => {
    const result = await loadBuildPosts({
      config: configured,
      fetchAll: (_config, report) => {
        report([{ index: 0, slug: 'half-written', problem: 'title: Invalid input' }], 2);
        return Promise.resolve([remotePost]);
      },
    });
    expect(result.posts).toEqual([remotePost]);
    expect(result.rejected).toEqual([{ index: 0, slug: 'half-written', problem: 'title: Invalid input' }]);
    expect(result.notice).toBe(
      'Fetched 1 posts from the content service http://127.0.0.1:1 (project test, dataset production). ' +
        'Left out 1 of 2 posts the content service returned: half-written (title: Invalid input).',
    );
  });

  it('falls back to the bundled posts when the service fails or is empty, naming the cause', async () => {
    const failed = await loadBuildPosts({ config: configured, fetchAll: failing });
    expect(failed.source).toBe('bundled');
    expect(failed.notice).toContain('failed: {"error":"down"}');
    expect(failed.notice).toContain('set CONTENT_REQUIRED=true to fail the build instead');
    const empty = await loadBuildPosts({ config: configured, fetchAll: () => Promise.resolve([]) });
    expect(empty.source).toBe('bundled');
    expect(empty.notice).toContain('returned no posts');
  });

  it('stops the build when the service is required and fails, is empty or is not configured', async () => {
    await expect(loadBuildPosts({ config: configured, fetchAll: failing, required: true })).rejects.toThrow(
      /failed: \{"error":"down"\}\. CONTENT_REQUIRED is set, so the build stops\./,
    );
    await expect(
      loadBuildPosts({ config: configured, fetchAll: () => Promise.resolve([]), required: true }),
    ).rejects.toBeInstanceOf(ContentRequiredError);
    await expect(loadBuildPosts({ config: unconfigured, required: true })).rejects.toThrow(
      'VITE_SANITY_PROJECT_ID is empty',
    );
  });
});
