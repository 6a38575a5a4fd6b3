// Where outputs go: `public/` of the site, addressed as '/media/...' by the content.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** Absolute file path of a site path such as '/media/hero/home.mp4'. */
export const publicFile = (sitePath) => join(PUBLIC_DIR, sitePath);
