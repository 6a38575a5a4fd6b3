// Starts the fake webhook and the three hosts at once (Playwright's webServer
// entries start one after another, and each host takes tens of seconds to
// bundle its functions), waits until each answers, and stops them all after.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietToolEnv } from '../../scripts/hosts/quiet-env';
import { wranglerPagesDev } from '../../scripts/hosts/wrangler-pages-dev';
import { postDocument, seedDocuments } from '../support/content-fixtures';
import { startFakeContentService } from '../support/fake-content-service';
import { asHostsShipIt } from './host-build';
import {
  CONTENT_SERVICE_URL,
  contentServicePort,
  HOST_PORTS,
  POST_AFTER_THE_BUILD,
  WEBHOOK_URL,
  webhookPort,
} from './hosts';

interface Started {
  name: string;
  child: ChildProcess;
  output: string[];
}

const url = (port: number) => `http://127.0.0.1:${port}/`;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  // Its own process group, so stopping it also stops what it started (workerd, function workers).
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(String(chunk));
    if (process.env.HOSTS_VERBOSE) process.stderr.write(`[${name}] ${String(chunk)}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { name, child, output };
}

/** A host is ready when it serves the home page and its inquiry function answers (Netlify bundles it on first use). */
async function serving(host: Started, port: number) {
  const signal = AbortSignal.timeout(60_000);
  const page = await fetch(url(port), { signal }).catch(() => undefined);
  if (!page?.ok) return false;
  if (host.name === 'webhook') return true;
  const endpoint = await fetch(`${url(port)}api/inquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.1', 'X-Forwarded-For': '192.0.2.1' },
    body: '{',
    signal,
  }).catch(() => undefined);
  // Any answer but "no such route" means the function runs (a failing one is for the checks to report).
  return endpoint !== undefined && endpoint.status !== 404;
}

async function waitUntilServing(host: Started, port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (host.child.exitCode !== null) break;
    if (await serving(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${host.name} did not start on port ${port}:\n${host.output.join('').slice(-4000)}`);
}

function stop(host: Started) {
  if (host.child.exitCode !== null || !host.child.pid) return;
  try {
    process.kill(-host.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** The content service as the hosts that run code read it: the build's VITE_SANITY_* variables, here the fake's. */
const contentService = { VITE_SANITY_PROJECT_ID: 'test', VITE_SANITY_API_HOST: CONTENT_SERVICE_URL };

export default async function startHosts() {
  const putBackPrecompressed = asHostsShipIt('dist');
  // Sanity-shaped documents evaluated with groq-js; one post was published after dist/ was built.
  const documents = [...seedDocuments('https://cdn.sanity.io'), postDocument(POST_AFTER_THE_BUILD)];
  const contentServiceFake = await startFakeContentService(contentServicePort, documents);
  // wrangler's own state and config stay out of the work tree and the user's home.
  const wranglerHome = mkdtempSync(join(tmpdir(), 'infinyte-wrangler-'));
  const tsx = ['--import', 'tsx'];
  // Pages hands its environment variables (the build's VITE_* included) to the functions as bindings.
  const cloudflare = wranglerPagesDev(
    HOST_PORTS.cloudflare,
    { INQUIRY_WEBHOOK_URL: WEBHOOK_URL, ...contentService },
    wranglerHome,
  );
  const hosts: [Started, number][] = [
    [
      start(
        'webhook',
        process.execPath,
        [...tsx, 'tests/hosts/fake-webhook.ts', '--port', String(webhookPort)],
        process.env,
      ),
      webhookPort,
    ],
    [
      start(
        'node',
        process.execPath,
        [...tsx, 'scripts/serve.ts', '--dir', 'dist', '--port', String(HOST_PORTS.node)],
        {
          ...process.env,
          ...contentService,
          INQUIRY_WEBHOOK_URL: WEBHOOK_URL,
          // Every check posts from 127.0.0.1: the per-address limit is raised (the unit tests prove the limit).
          INQUIRY_RATE_LIMIT: '10000',
        },
      ),
      HOST_PORTS.node,
    ],
    [start('cloudflare', cloudflare.command, cloudflare.args, cloudflare.env), HOST_PORTS.cloudflare],
    [
      start(
        'netlify',
        process.execPath,
        ['scripts/hosts/netlify-runtime.ts', '--port', String(HOST_PORTS.netlify)],
        quietToolEnv({ INQUIRY_WEBHOOK_URL: WEBHOOK_URL }),
      ),
      HOST_PORTS.netlify,
    ],
  ];
  const stopAll = () => {
    for (const [host] of hosts) stop(host);
    void contentServiceFake.close();
    rmSync(wranglerHome, { recursive: true, force: true });
    putBackPrecompressed();
  };
  try {
    await Promise.all(hosts.map(([host, port]) => waitUntilServing(host, port, 180_000)));
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}
