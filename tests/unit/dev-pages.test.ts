import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

// `npm run dev` serves the pages the build writes (scripts/vite-islands-dev.ts): each address rendered on request by
// the prerender's entry, with its islands and the islands' runtime as its module script, at one address each.

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false, watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server has no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(() => server?.close());

const page = (path: string) => fetch(`${origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });

describe('the dev server', () => {
  it('renders a page with its islands, its head tags and the runtime as its module script', async () => {
    const response = await page('/about/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>About Infinyte \| 25 Years of Turning Technology into Impact<\/title>/);
    expect(html).toContain('<infinyte-island name="header"');
    expect(html).toContain('<script type="module" src="/src/islands/client.ts"></script>');
    expect(html).toMatch(/<h1[^>]*>About Infinyte<\/h1>/);
    // The theme before first paint and the islands' capture, inline at the top of <body>.
    const start = html.slice(html.indexOf('<body>'), html.indexOf('<div id="root">'));
    expect(start).toMatch(/<script>[^<]*infinyte-theme[^<]*<\/script>/);
  }, 120_000);

  it('keeps one address per page, with its trailing slash', async () => {
    const response = await page('/about?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/about/?x=1');
  });

  it('answers an unknown address with the not-found page and 404', async () => {
    const response = await page('/no-such-page/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We Could Not Find That Page');
  }, 60_000);

  it("leaves Vite's own modules and files alone", async () => {
    const response = await fetch(`${origin}/src/islands/client.ts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
