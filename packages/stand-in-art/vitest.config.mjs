// The package's own tests, when run from here (`npm test -w @infinyte/stand-in-art`);
// the site's `npm run test:unit` runs them too.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['test/**/*.test.mjs'] } });
