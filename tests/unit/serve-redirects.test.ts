// The Node server's redirects, sent over raw sockets so no client cleans the
// path first: the open-redirect set from issue 21 never leads a browser off the
// site, `_redirects` is applied, and neither precompressed copies nor the
// hosts' rules files are served by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locationOf, rawGet, startServe, statusOf, type ServeProcess } from '../support/serve-process';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

let dir: string;
let serve: ServeProcess;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-redirects-'));
  for (const folder of [
    'about',
    'philosophy/the-future-we’re-quietly-building',
    'solutions/for-your-idea/Idea-to-market-lab',
  ]) {
    await mkdir(join(dir, folder), { recursive: true });
    await writeFile(join(dir, folder, 'index.html'), page(folder));
  }
  await writeFile(join(dir, 'index.html'), page('Home'));
  await writeFile(join(dir, 'index.html.br'), 'compressed');
  await writeFile(join(dir, 'index.html.gz'), 'compressed');
  await writeFile(join(dir, '404.html'), page('Not found'));
  await writeFile(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  // As scripts/http-headers.ts writes it: typed variants, with and without the slash.
  const future = encodeURI('/philosophy/the-future-we’re-quietly-building/');
  const lab = '/solutions/for-your-idea/Idea-to-market-lab/';
  await writeFile(
    join(dir, '_redirects'),
    [
      `/philosophy/the-future-we're-quietly-building  ${future}  301`,
      `/philosophy/the-future-we're-quietly-building/  ${future}  301`,
      `/solutions/for-your-idea/idea-to-market-lab  ${lab}  301`,
      `/solutions/for-your-idea/idea-to-market-lab/  ${lab}  301`,
    ].join('\n'),
  );
  serve = await startServe(dir);
}, 60_000);

afterAll(async () => {
  serve.child.kill();
  await rm(dir, { recursive: true, force: true });
});

/** Follows redirects as a browser would (resolving each Location against the page's URL) until an answer that is not one. */
async function follow(target: string) {
  const hops: string[] = [];
  let url = new URL(target.startsWith('/') ? `${serve.origin}${target}` : `${serve.origin}/`);
  let answer = await rawGet(serve.port, target);
  while ([301, 302, 303, 307, 308].includes(statusOf(answer)) && hops.length < 10) {
    url = new URL(locationOf(answer)!, url);
    hops.push(url.href);
    if (url.origin !== serve.origin) break;
    answer = await rawGet(serve.port, url.pathname + url.search);
  }
  return { hops, status: statusOf(answer), origin: url.origin };
}

const openRedirects = [
  '//evil.example/index.html',
  '///evil.example/index.html',
  '//evil.example/index',
  '//evil.example',
  '//about',
  '//about/index.html',
  '/\\evil.example/index.html',
  '/\\\\evil.example/index.html',
  '\\\\evil.example/index.html',
  '/%2F%2Fevil.example/index.html',
  '/%2fevil.example/index.html',
  '/%5Cevil.example/index.html',
  '/%5c%5cevil.example/index',
  '/.//evil.example/index.html',
  '/x/..//evil.example/index.html',
  '//evil.example/%2e%2e/index.html',
  '//evil.example/about?next=//evil.example',
  '/%09/evil.example/index.html',
  'http://evil.example/index.html',
];

describe('the open-redirect set', () => {
  it.each(openRedirects)('%s stays on the site', async (target) => {
    const { hops, status, origin } = await follow(target);
    expect(origin, hops.join(' -> ')).toBe(serve.origin);
    expect(hops.length).toBeLessThan(10);
    expect(status).toBeGreaterThanOrEqual(200);
  });

  it('the one-slash form of a page still redirects to its URL (canary: redirects are being followed)', async () => {
    expect(await follow('//about')).toMatchObject({
      hops: [`${serve.origin}/about`, `${serve.origin}/about/`],
      status: 200,
    });
  });
});

describe('_redirects', () => {
  it.each([
    "/philosophy/the-future-we're-quietly-building",
    "/philosophy/the-future-we're-quietly-building/",
    '/philosophy/the-future-we%27re-quietly-building',
  ])('%s answers 301 to the page', async (target) => {
    const answer = await rawGet(serve.port, target);
    expect(statusOf(answer)).toBe(301);
    expect(locationOf(answer)).toBe('/philosophy/the-future-we%E2%80%99re-quietly-building/');
    expect(statusOf(await rawGet(serve.port, locationOf(answer)!))).toBe(200);
  });

  it.each(['/solutions/for-your-idea/idea-to-market-lab', '/solutions/for-your-idea/idea-to-market-lab/'])(
    '%s answers 301 to the page',
    async (target) => {
      const answer = await rawGet(serve.port, target);
      expect(statusOf(answer)).toBe(301);
      expect(locationOf(answer)).toBe('/solutions/for-your-idea/Idea-to-market-lab/');
    },
  );
});

describe('files never served by name', () => {
  it.each(['/index.html.br', '/index.html.gz', '/_redirects', '/_headers'])('%s is 404', async (target) => {
    const answer = await rawGet(serve.port, target);
    expect(statusOf(answer)).toBe(404);
    expect(answer).toContain('<h1>Not found</h1>');
  });
});
