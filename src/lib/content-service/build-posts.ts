// Which posts a build prerenders: the content service's when it answers with
// posts, otherwise the bundled ones, unless the build was told the service is
// required, in which case a failing or empty service stops the build.
import type { ContentPost } from '@/content/types';
import { site } from '@/config/site';
import { bundledPosts } from '@/content/posts';
import type { ContentServiceConfig } from './client';
import { fetchAllPosts, isContentServiceConfigured } from './fetch-posts';
import type { ReportRejected } from './remote';
import { describeRejected, type RejectedPost } from './rejected-posts';
import { describeFetchError } from './state';

export interface BuildPosts {
  posts: ContentPost[];
  source: 'content-service' | 'bundled';
  /** One line for the build log saying where the posts came from and why. */
  notice: string;
  /** Posts the service returned that the build left out, with the reason (counted in the build log). */
  rejected: RejectedPost[];
}

export interface BuildPostsOptions {
  config?: ContentServiceConfig;
  /** `CONTENT_REQUIRED=true`: a failing or empty service fails the build instead of falling back. */
  required?: boolean;
  fetchAll?: (config: ContentServiceConfig, report: ReportRejected) => Promise<ContentPost[]>;
}

export class ContentRequiredError extends Error {
  override name = 'ContentRequiredError';
}

const serviceName = (config: ContentServiceConfig) =>
  `content service ${config.apiHost || `https://${config.projectId}.api.sanity.io`} (project ${config.projectId}, dataset ${config.dataset})`;

export async function loadBuildPosts(options: BuildPostsOptions = {}): Promise<BuildPosts> {
  const { config = site.sanity, required = false, fetchAll = fetchAllPosts } = options;
  const bundled = (reason: string): BuildPosts => ({
    posts: bundledPosts,
    source: 'bundled',
    notice: `${reason}: prerendering the ${bundledPosts.length} bundled posts of src/content/posts.ts.`,
    rejected: [],
  });
  if (!isContentServiceConfigured(config)) {
    if (required) throw new ContentRequiredError('CONTENT_REQUIRED is set but VITE_SANITY_PROJECT_ID is empty.');
    return bundled('No content service configured (VITE_SANITY_PROJECT_ID is empty)');
  }
  let problem: string;
  let rejected: RejectedPost[] = [];
  let total = 0;
  try {
    const posts = await fetchAll(config, (left, count) => {
      rejected = left;
      total = count;
    });
    if (posts.length > 0) {
      const leftOut = rejected.length > 0 ? ` ${describeRejected(rejected, total)}.` : '';
      return {
        posts,
        source: 'content-service',
        notice: `Fetched ${posts.length} posts from the ${serviceName(config)}.${leftOut}`,
        rejected,
      };
    }
    problem = `The ${serviceName(config)} returned no posts`;
  } catch (error) {
    problem = `The ${serviceName(config)} failed: ${describeFetchError(error)}`;
  }
  if (required) throw new ContentRequiredError(`${problem}. CONTENT_REQUIRED is set, so the build stops.`);
  return bundled(`${problem} (set CONTENT_REQUIRED=true to fail the build instead)`);
}
