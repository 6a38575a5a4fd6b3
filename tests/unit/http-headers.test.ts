import { describe, expect, it } from 'vitest';
import { analyticsSources, connectSources, contentSecurityPolicy, imageSources } from '../../scripts/http-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('content security policy', () => {
  it('allows only our own scripts and the page hashes when analytics is off', () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"], {});
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('adds the analytics vendor only when analytics is enabled with a write key', () => {
    expect(analyticsSources({ VITE_ANALYTICS_ENABLED: 'true' })).toEqual({ script: [], connect: [] });
    expect(analyticsSources({ VITE_SEGMENT_WRITE_KEY: 'key' })).toEqual({ script: [], connect: [] });

    const vars = { VITE_ANALYTICS_ENABLED: 'true', VITE_SEGMENT_WRITE_KEY: 'key' };
    const policy = contentSecurityPolicy([], vars);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.segment.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://cdn.segment.com', 'https://api.segment.io']);
  });

  it('follows a self-hosted vendor script', () => {
    const vars = {
      VITE_ANALYTICS_ENABLED: '1',
      VITE_SEGMENT_WRITE_KEY: 'key',
      VITE_SEGMENT_SCRIPT_URL: 'https://metrics.example.com/a.js',
    };
    expect(analyticsSources(vars).script).toEqual(['https://metrics.example.com']);
  });

  it('lists each configured outside service once', () => {
    const sources = connectSources({
      VITE_INQUIRY_WEBHOOK_URL: 'https://hooks.example.com/inquiry',
      VITE_BLOG_API_BASE: 'https://hooks.example.com/wp-json',
      VITE_SANITY_PROJECT_ID: 'abc123',
    });
    expect(sources).toEqual(["'self'", 'https://hooks.example.com', 'https://abc123.api.sanity.io']);
  });

  it('allows images only from this host and data: when no service is configured', () => {
    expect(imageSources({})).toEqual([]);
    expect(directive(contentSecurityPolicy([], {}), 'img-src')).toEqual(["'self'", 'data:']);
  });

  it("adds the content service's image CDN and the blog's image hosts only when they are configured", () => {
    expect(imageSources({ VITE_SANITY_CDN_URL: 'http://127.0.0.1:4600' })).toEqual([]);
    expect(imageSources({ VITE_BLOG_IMAGE_ORIGINS: 'https://i0.wp.com' })).toEqual([]);
    const vars = {
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_BLOG_API_BASE: 'https://blog.example.com/wp-json',
      VITE_BLOG_IMAGE_ORIGINS: 'https://i0.wp.com/, https://blog.example.com, not a url',
    };
    expect(directive(contentSecurityPolicy([], vars), 'img-src')).toEqual([
      "'self'",
      'https://cdn.sanity.io',
      'https://blog.example.com',
      'https://i0.wp.com',
      'data:',
    ]);
    expect(imageSources({ VITE_SANITY_PROJECT_ID: 'test', VITE_SANITY_CDN_URL: 'http://127.0.0.1:4600/' })).toEqual([
      'http://127.0.0.1:4600',
    ]);
  });

  it('keeps media-src to this host and the media CDN', () => {
    const policy = contentSecurityPolicy([], {
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_BLOG_API_BASE: 'https://b.example',
    });
    expect(directive(policy, 'media-src')).toEqual(["'self'"]);
  });
});
