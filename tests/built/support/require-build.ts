import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './built-pages';

/** One clear message instead of a failure in every file when the suite runs before the build. */
export default function requireBuild() {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` before \`npm run test:built\`.`);
}
