// A stand-in for Netlify and Cloudflare Pages serving `dist/`, following their
// documented rules: `_redirects` (exact sources, first match wins), a file at
// the exact path, `/x` -> 301 `/x/` when only `x/index.html` exists, `/x/`
// served from `x/index.html`, then 200 rewrites (`/a/*  /b/  200` in
// `_redirects`, or given as `rewrites` for a rule the host keeps elsewhere such
// as netlify.toml: the page at `/b/` under the same address, only where no file
// answers, as Netlify does unless forced), anything else `404.html` with status 404, and `_headers`
// rules (`*` matches any run of characters) joined onto every answer.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findRedirect, parseRedirectsFile } from '../../scripts/redirect-rules.ts';

export interface HostAnswer {
  status: number;
  headers: Record<string, string>;
  location?: string;
  /** The page a 200 rewrite served in place of the requested address. */
  rewrittenTo?: string;
  body: string;
}

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): { source: string; headers: [string, string][] }[] {
  const rules: { source: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ source: line.trim(), headers: [] });
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

export { parseRedirectsFile };

const splat = (source: string) =>
  new RegExp(
    `^${source
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

export function createStaticHost(dir: string, options: { rewrites?: { from: string; to: string }[] } = {}) {
  const headerRules: HeaderRule[] = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')).map((rule) => ({
    pattern: splat(rule.source),
    headers: rule.headers,
  }));
  const rules = parseRedirectsFile(readFileSync(join(dir, '_redirects'), 'utf8'));
  const redirects = rules.filter((rule) => rule.status !== 200);
  const rewrites = [...rules.filter((rule) => rule.status === 200), ...(options.rewrites ?? [])].map((rule) => ({
    ...rule,
    pattern: splat(rule.from),
  }));
  const page = (path: string) => join(dir, path, path.endsWith('/') ? 'index.html' : '');

  const withHeaders = (path: string, answer: Omit<HostAnswer, 'headers'>): HostAnswer => {
    const headers: Record<string, string> = {};
    for (const rule of headerRules) {
      if (!rule.pattern.test(path)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
      }
    }
    return { ...answer, headers };
  };

  /** Answers a request for `url` (a path, percent-encoded as a browser sends it). */
  return function request(url: string): HostAnswer {
    const encodedPath = url.split(/[?#]/)[0]!;
    const path = decodeURI(encodedPath);
    const redirect = findRedirect(redirects, encodedPath);
    if (redirect) return withHeaders(encodedPath, { status: redirect.status, location: redirect.to, body: '' });

    const file = join(dir, path);
    if (!path.endsWith('/') && isFile(file)) {
      return withHeaders(encodedPath, { status: 200, body: readFileSync(file, 'utf8') });
    }
    if (path.endsWith('/') && isFile(join(file, 'index.html'))) {
      return withHeaders(encodedPath, { status: 200, body: readFileSync(join(file, 'index.html'), 'utf8') });
    }
    if (!path.endsWith('/') && isFile(join(file, 'index.html'))) {
      return withHeaders(encodedPath, { status: 301, location: `${encodedPath}/`, body: '' });
    }
    const rewrite = rewrites.find((rule) => rule.pattern.test(path));
    if (rewrite && isFile(page(rewrite.to))) {
      return withHeaders(encodedPath, {
        status: 200,
        rewrittenTo: rewrite.to,
        body: readFileSync(page(rewrite.to), 'utf8'),
      });
    }
    return withHeaders(encodedPath, { status: 404, body: readFileSync(join(dir, '404.html'), 'utf8') });
  };
}
