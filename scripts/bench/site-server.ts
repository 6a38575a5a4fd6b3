// The built site served as a CDN would (scripts/serve.ts) for the bench, from any build directory.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** Serves `dir` on 127.0.0.1:`port`; resolves once the server says it is serving. Kill the process to stop it. */
export async function startSiteServer(dir: string, port: number): Promise<ChildProcessByStdio<null, Readable, null>> {
  const server = spawn('node', ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.ts exited with ${code} before serving ${dir}/`)));
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Serving \S+ at http:/.test(output)) resolve();
    });
  });
  // Its later log lines are of no use to the bench; keep the pipe drained.
  server.stdout.resume();
  return server;
}
