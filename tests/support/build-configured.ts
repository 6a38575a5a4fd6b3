// `npm run build:configured`: the whole production build (scripts/build-pages.ts: client, server, prerender) in
// mode `configured` into dist-configured/, while the fake content
// service and its image CDN hold the seed posts, so the prerendered pages are
// what a site owner's build would publish from the CMS.
import { spawn } from 'node:child_process';
import { loadEnv } from 'vite';
import { buildPages } from '../../scripts/build-pages';
import { seedDocuments } from './content-fixtures';
import { startFakeCdn, startFakeContentService } from './fake-content-service';

const outDir = process.env.PW_CONFIGURED_DIR ?? 'dist-configured';
const env = loadEnv('configured', process.cwd(), 'VITE_');
const portOf = (url: string | undefined, name: string) => {
  if (!url) throw new Error(`.env.configured must set ${name}`);
  return Number(new URL(url).port);
};
const cdnUrl = env.VITE_SANITY_CDN_URL!;

const service = await startFakeContentService(
  portOf(env.VITE_SANITY_API_HOST, 'VITE_SANITY_API_HOST'),
  seedDocuments(cdnUrl),
);
const cdn = await startFakeCdn(portOf(cdnUrl, 'VITE_SANITY_CDN_URL'));

// Asynchronous, so this process's fakes keep answering while the prerenderer calls them.
function run(command: string, args: string[]) {
  // The prerenderer's CSP reads VITE_* from the environment; a broken fake must fail the build, not fall back.
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env, CONTENT_REQUIRED: 'true' } });
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

try {
  await run('npm', ['run', 'tokens', '--silent']);
  await run('npm', ['run', 'routes', '--silent']);
  await buildPages({ mode: 'configured', out: outDir, env: { ...env, CONTENT_REQUIRED: 'true' } });
} finally {
  await Promise.all([service.close(), cdn.close()]);
}
