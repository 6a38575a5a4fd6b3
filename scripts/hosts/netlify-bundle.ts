// Bundles netlify/functions the way Netlify's build does (@netlify/zip-it-and-ship-it,
// unzipped), and prints where each function's module landed.
// Usage: node scripts/hosts/netlify-bundle.ts <out-dir> (Node's own type stripping runs it: no loader needed)
import { join } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';

const out = process.argv[2];
if (!out) throw new Error('Usage: node scripts/hosts/netlify-bundle.ts <out-dir>');
const functions = await zipFunctions(['netlify/functions'], out, {
  archiveFormat: 'none',
  basePath: process.cwd(),
  repositoryRoot: process.cwd(),
});
console.log(
  JSON.stringify(
    functions.map(({ name, path, runtimeAPIVersion }) => ({
      name,
      runtimeAPIVersion,
      // Netlify's bootstrap imports the function from this file (see ___netlify-entry-point.mjs).
      module: join(path, 'netlify', 'functions', `${name}.mjs`),
    })),
  ),
);
