import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The built site (dist/) served by scripts/serve.ts, the same server `npm start` runs, with its /api/inquiry.

export type RunningSite = { url: string; stop: () => Promise<void> };

export async function startSite(port: number): Promise<RunningSite> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', 'dist', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Inquiries land in a scratch folder; every post comes from 127.0.0.1, so the per-address limit is raised.
      env: {
        ...process.env,
        INQUIRY_DATA_DIR: mkdtempSync(join(tmpdir(), 'engines-inquiries-')),
        INQUIRY_RATE_LIMIT: '10000',
      },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`scripts/serve.ts exited with ${code} before serving`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /Serving \S+ at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}
