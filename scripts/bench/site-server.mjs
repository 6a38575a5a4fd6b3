// The built site served as a CDN would (scripts/serve.mjs) for the bench, from any build directory.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** Serves `dir` on 127.0.0.1:`port` and resolves once it answers; kill the returned process to stop it. */
export async function startSiteServer(dir, port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  server.kill();
  throw new Error(`The site server did not start on ${origin} for ${dir}/`);
}
