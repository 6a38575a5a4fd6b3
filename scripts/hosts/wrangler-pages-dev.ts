// The one place `wrangler pages dev` is started: Cloudflare's own runtime (workerd) serving dist/ with its
// functions, on the project's one Node. The host suite starts it (tests/hosts/start-hosts.ts);
// run alone, it serves the host build for a look or for `npm run test:deployed`:
//
//   npm run build:host && node --import tsx scripts/hosts/wrangler-pages-dev.ts --port 8788
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { quietToolEnv } from './quiet-env';

export type WranglerPagesDev = { command: string; args: string[]; env: NodeJS.ProcessEnv };

/**
 * The command serving dist/ on 127.0.0.1:port; `bindings` become the functions' environment (Pages hands its
 * variables to them as bindings); wrangler's state and config stay in `home`, out of the work tree.
 */
export function wranglerPagesDev(port: number, bindings: Record<string, string>, home: string): WranglerPagesDev {
  return {
    command: process.execPath,
    args: [
      'node_modules/wrangler/bin/wrangler.js',
      'pages',
      'dev',
      ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', '0'],
      ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
      ...['--persist-to', join(home, 'state')],
      ...['--log-level', 'warn', '--show-interactive-dev-session=false'],
    ],
    env: quietToolEnv({ XDG_CONFIG_HOME: home }),
  };
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8788' } } });
  const home = mkdtempSync(join(tmpdir(), 'infinyte-wrangler-'));
  const { command, args, env } = wranglerPagesDev(Number(values.port), {}, home);
  const child = spawn(command, args, { env, stdio: 'inherit' });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    rmSync(home, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
