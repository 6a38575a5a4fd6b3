import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

// WebKitWebDriver speaks classic WebDriver only (no BiDi in WebKitGTK 2.50: `webSocketUrl` is refused), so it
// cannot report console messages or page errors. This proxy in front of scripts/serve.ts adds one same-origin
// script (allowed by the site's `script-src 'self'`) as the first element of every HTML page; it records what
// Chromium and Firefox report on their consoles, before any script of the page runs. It can also hold
// chunks of the site's code back (`hold`: the islands' chunks), as Playwright's routing does in the Chromium suite,
// for the cold presses and the pages left while their code loads.

export const PROBE_PATH = '/__engine-probe.js';

/** In the page: the errors recorded since it loaded (window.__engineErrors). */
const probe = `(() => {
  const errors = (window.__engineErrors = []);
  const describe = (value) => (value && value.stack) || String(value);
  addEventListener('error', (event) => {
    const target = event.target;
    if (!target || target === window) return errors.push(describe(event.error || event.message));
    // A video the engine cannot decode (WebKitGTK without GStreamer's H.264 decoder) keeps its poster: no
    // console error in any browser. A media file that fails to arrive is reported like any other load.
    const media = target.closest && target.closest('video, audio');
    if (media && !(media.error && media.error.code === MediaError.MEDIA_ERR_NETWORK)) return;
    errors.push('failed to load ' + (target.currentSrc || target.src || target.href));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + describe(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    errors.push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { errors.push(args.map(describe).join(' ')); consoleError(...args); };
})();
`;

/** Requests the proxy can hold back (chunks of the site's code), so a test acts while that code is missing. */
export interface HeldRequest {
  /** Holds every matching request from now until `release`. */
  hold(): void;
  /**
   * Resolves once a matching request has arrived since `hold` (and is being held); with `which`, one whose path
   * also matches it.
   */
  arrived(which?: RegExp): Promise<void>;
  /** Lets the held requests through; later ones pass at once. */
  release(): void;
}

export type ProbeProxy = { url: string; held: HeldRequest; stop: () => Promise<void> };

/** Holds requests whose path matches; each is answered `no-store`, so every cold page asks for it again. */
function holdRequests(path: RegExp | undefined) {
  let gate: Promise<void> = Promise.resolve();
  let open = () => undefined as void;
  let holding = false;
  let seen: string[] = [];
  let waiting: { which: RegExp; arrive: () => void }[] = [];
  const held: HeldRequest = {
    hold() {
      gate = new Promise((resolve) => (open = resolve));
      holding = true;
      seen = [];
      waiting = [];
    },
    arrived(which = /(?:)/) {
      if (seen.some((pathname) => which.test(pathname))) return Promise.resolve();
      return new Promise((arrive) => waiting.push({ which, arrive }));
    },
    release() {
      holding = false;
      open();
    },
  };
  const pathOf = (url: string | undefined) => new URL(url ?? '/', 'http://x').pathname;
  const matches = (url: string | undefined) => !!path && path.test(pathOf(url));
  const wait = (url: string | undefined) => {
    if (!matches(url) || !holding) return Promise.resolve();
    const pathname = pathOf(url);
    seen.push(pathname);
    const due = waiting.filter(({ which }) => which.test(pathname));
    waiting = waiting.filter((waiter) => !due.includes(waiter));
    for (const { arrive } of due) arrive();
    return gate;
  };
  return { held, matches, wait };
}

export async function startProbeProxy(target: string, { hold }: { hold?: RegExp } = {}): Promise<ProbeProxy> {
  const origin = new URL(target);
  const gate = holdRequests(hold);
  const server = createServer(async (incoming, outgoing) => {
    await gate.wait(incoming.url);
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      outgoing.end(probe);
      return;
    }
    // Uncompressed answers, so the HTML can be edited; everything else passes through untouched.
    // The visitor's Host stays: the inquiry endpoint refuses a post whose Origin is not the host it was sent to.
    const headers = { ...incoming.headers, 'accept-encoding': 'identity' };
    const upstream = request(
      { host: origin.hostname, port: origin.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          const cache = gate.matches(incoming.url) ? { 'cache-control': 'no-store' } : {};
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cache });
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (tag) => `${tag}<script src="${PROBE_PATH}"></script>`);
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.end(html);
        });
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held: gate.held,
    stop: () => {
      gate.held.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
