// The HTTP headers of the static site, shared by the local server
// (scripts/serve.ts) and the `_headers` file written for CDN hosts, so both
// serve the same caching and security policy.
import { createHash } from 'node:crypto';
import { loadEnv } from 'vite';
import { nativeFormEndpoint } from '../src/lib/inquiry/form-target.ts';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../src/server/security-headers.ts';

const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', process.cwd(), 'VITE_');

type EnvVars = Record<string, string | undefined>;

const originOf = (url: string | undefined) => {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Origins the browser may call: the inquiry webhook, the content service and the blog API when configured. */
export function connectSources(vars: EnvVars = env) {
  const sanityHost = vars.VITE_SANITY_API_HOST
    ? originOf(vars.VITE_SANITY_API_HOST)
    : vars.VITE_SANITY_PROJECT_ID
      ? `https://${vars.VITE_SANITY_PROJECT_ID}.api.sanity.io`
      : undefined;
  const origins = [
    originOf(vars.VITE_INQUIRY_WEBHOOK_URL),
    sanityHost,
    originOf(vars.VITE_BLOG_API_BASE),
    ...analyticsSources(vars).connect,
  ];
  return ["'self'", ...new Set(origins.filter(Boolean))];
}

/** Segment's defaults, as src/config/site.ts and the vendor's analytics.js use them. */
const SEGMENT_SCRIPT_URL = 'https://cdn.segment.com/analytics.js/v1/{writeKey}/analytics.min.js';
const SEGMENT_API_ORIGIN = 'https://api.segment.io';

/**
 * Where the analytics vendor loads its script from and sends to, only when the
 * site would load it at all (enabled and a write key set, as src/config/site.ts decides).
 */
export function analyticsSources(vars: EnvVars = env): { script: string[]; connect: string[] } {
  const enabled = ['true', '1'].includes(vars.VITE_ANALYTICS_ENABLED ?? '') && !!vars.VITE_SEGMENT_WRITE_KEY;
  const scriptOrigin = originOf(vars.VITE_SEGMENT_SCRIPT_URL || SEGMENT_SCRIPT_URL);
  if (!enabled || !scriptOrigin) return { script: [], connect: [] };
  // analytics.js fetches its settings from the script's CDN and posts events to the API.
  return { script: [scriptOrigin], connect: [scriptOrigin, SEGMENT_API_ORIGIN] };
}

/** Native posts of the inquiry form go where src/lib/inquiry/form-target.ts says: never an outside webhook. */
export const formAction = (vars: EnvVars = env) => {
  const endpoint = nativeFormEndpoint({
    webhookUrl: vars.VITE_INQUIRY_WEBHOOK_URL?.trim() || '/api/inquiry',
    endpoint: vars.VITE_INQUIRY_ENDPOINT?.trim() || '/api/inquiry',
  });
  // The mail fallback is a mailto: action, which form-action must name.
  const target = endpoint ? originOf(endpoint) : 'mailto:';
  return ["form-action 'self'", target].filter(Boolean).join(' ');
};

const SANITY_CDN_URL = 'https://cdn.sanity.io';

/**
 * Image hosts of the configured services: the content service's image CDN, and
 * the blog API's own origin (WordPress uploads) plus any extra image origins it
 * uses (`VITE_BLOG_IMAGE_ORIGINS`, comma-separated, e.g. Jetpack's i0.wp.com).
 */
export function imageSources(vars: EnvVars = env): string[] {
  const content = vars.VITE_SANITY_PROJECT_ID ? originOf(vars.VITE_SANITY_CDN_URL || SANITY_CDN_URL) : undefined;
  const blog = vars.VITE_BLOG_API_BASE
    ? [
        originOf(vars.VITE_BLOG_API_BASE),
        ...(vars.VITE_BLOG_IMAGE_ORIGINS ?? '').split(',').map((o) => originOf(o.trim())),
      ]
    : [];
  return [...new Set([content, ...blog].filter((origin): origin is string => !!origin))];
}

const mediaSources = (vars: EnvVars = env) => {
  const media = originOf(vars.VITE_MEDIA_BASE_URL);
  return media ? ["'self'", media] : ["'self'"];
};

/** SHA-256 sources for every inline executable script of a page (JSON-LD data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs ?? '') || /type="application\/(ld\+)?json"/.test(attrs ?? '') || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export function contentSecurityPolicy(scriptHashes: string[], vars: EnvVars = env): string {
  const media = mediaSources(vars).join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...analyticsSources(vars).script, ...scriptHashes].join(' '),
    // Inline style attributes come from React and motion; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    [`img-src ${media}`, ...imageSources(vars), 'data:'].join(' '),
    `media-src ${media}`,
    "font-src 'self'",
    `connect-src ${connectSources(vars).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    formAction(vars),
    "frame-ancestors 'none'",
  ].join('; ');
}

export { securityHeaders };

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
export const CACHE_SHORT = 'public, max-age=3600';

/** Hashed build output never changes; pages revalidate; everything else caches briefly. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return CACHE_IMMUTABLE;
  if (pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname)) return CACHE_HTML;
  return CACHE_SHORT;
}

/** All headers of one HTML page as the local server sends them (the policy also travels in the page's <meta>). */
export function pageHeaders(html: string, vars: EnvVars = env): Record<string, string> {
  return {
    ...securityHeaders,
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(html), vars),
    'Cache-Control': CACHE_HTML,
  };
}

/**
 * The page's policy for a `<meta http-equiv>` tag, so it travels with the
 * HTML to whatever URL serves it (`/about/`, `/about/index.html`, `/404`).
 * Browsers ignore `frame-ancestors` there and warn, so it is left to the
 * site-wide header.
 */
export function metaContentSecurityPolicy(html: string, vars: EnvVars = env): string {
  return contentSecurityPolicy(inlineScriptHashes(html), vars)
    .split('; ')
    .filter((part) => !part.startsWith('frame-ancestors'))
    .join('; ');
}

/** Inserts the page's policy right after the charset, before any script it governs. */
export function withMetaPolicy(html: string, vars: EnvVars = env): string {
  const policy = metaContentSecurityPolicy(html, vars);
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('The page has no <meta charset> to place its policy after.');
  return html.replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}

/**
 * The header policy of every response on a CDN host. It restricts nothing a
 * page's own <meta> policy allows (both apply at once), and covers what a
 * <meta> cannot: framing, and files that are not pages.
 */
export function siteWidePolicy(vars: EnvVars = env): string {
  return ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", formAction(vars)].join('; ');
}

const block = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/** `_headers` (Netlify / Cloudflare Pages format): three rules, far under Cloudflare's 100. */
export function buildHeadersFile(vars: EnvVars = env): string {
  // Hosts join every rule that matches a path, so each header is set by exactly one rule.
  // Pages get the hosts' default `max-age=0, must-revalidate`, which is what CACHE_HTML asks for.
  return `${[
    block('/*', {
      ...securityHeaders,
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
      'Content-Security-Policy': siteWidePolicy(vars),
    }),
    block('/assets/*', { 'Cache-Control': CACHE_IMMUTABLE }),
    block('/media/*', { 'Cache-Control': CACHE_SHORT }),
  ].join('\n\n')}\n`;
}

/**
 * URL forms people type for a page whose real path they cannot: the ASCII
 * apostrophe for the curly one, all lower case. Each with and without the
 * trailing slash, since hosts match redirect sources as written.
 */
export function typedVariants(path: string): string[] {
  const variants = new Set([path.replaceAll('’', "'"), path.toLowerCase(), path.replaceAll('’', "'").toLowerCase()]);
  variants.delete(path);
  return [...variants].flatMap((variant) => [variant, `${variant}/`]);
}

/**
 * `_redirects`, valid for Netlify and Cloudflare Pages: 301s from the typed
 * variants to the page's one URL. No catch-all: both hosts answer other unknown
 * paths with `404.html` and status 404 themselves (Cloudflare refuses a 404
 * rule). No 200 rewrites either: Cloudflare applies them even where a file
 * exists, so the post shell's rewrite lives in netlify.toml and functions/.
 */
export function buildRedirectsFile(pagePaths: string[], pageUrl: (path: string) => string): string {
  const lines = pagePaths.flatMap((path) =>
    typedVariants(path).map((variant) => `${variant}  ${encodeURI(pageUrl(path))}  301`),
  );
  return lines.length ? `${lines.join('\n')}\n` : '';
}
