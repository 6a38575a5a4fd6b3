// The site's pages (`npm run build:pages`, and the configured and analytics builds in their modes): the browser's
// build (the islands' runtime and chunks, src/islands/client.ts), the server's build of the prerender entry
// (src/islands/entry-server.tsx: the routes, loaders and head tags with the islands' frame), and the prerender,
// which writes every page's HTML with its islands' preloads (scripts/prerender.ts). Each step is its own process,
// started asynchronously: a caller's local services (tests/support/build-configured.ts) keep answering meanwhile.
// Usage: node --import tsx scripts/build-pages.ts [--mode production] [--out dist] [--skip-og-images]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

export interface PageBuild {
  /** Vite's mode: which `.env.<mode>` the build reads. */
  mode?: string;
  /** Where the pages go; the server's build goes beside it (`<out>-ssr`) and is removed by the prerender. */
  out?: string;
  /** For builds that only serve tests: no share cards drawn. */
  skipOgImages?: boolean;
  /** Added to the environment of every step (the prerender's policy reads VITE_* from it). */
  env?: NodeJS.ProcessEnv;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function buildPages({
  mode = 'production',
  out = 'dist',
  skipOgImages = false,
  env = {},
}: PageBuild = {}) {
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  // The mode's VITE_* settings reach the prerender too: each page's Content-Security-Policy names the outside
  // services the mode's pages call (scripts/http-headers.ts), the analytics vendor's script among them.
  const stepEnv = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...env };
  const ssr = `${out}-ssr`;
  const quiet = ['--logLevel', 'warn'];
  await run(process.execPath, [vite, 'build', '--mode', mode, '--outDir', out, ...quiet], stepEnv);
  await run(
    process.execPath,
    [vite, 'build', '--mode', mode, '--ssr', 'src/islands/entry-server.tsx', '--outDir', ssr, ...quiet],
    stepEnv,
  );
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/prerender.ts',
      '--dist',
      out,
      '--ssr',
      ssr,
      ...(skipOgImages ? ['--skip-og-images'] : []),
    ],
    stepEnv,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: 'production' },
      out: { type: 'string', default: 'dist' },
      'skip-og-images': { type: 'boolean', default: false },
    },
  });
  await buildPages({ mode: values.mode, out: values.out, skipOgImages: values['skip-og-images'] });
}
