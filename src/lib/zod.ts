import { z } from 'zod';

// The site's CSP allows no eval. Zod's fast path probes `new Function` once;
// the probe is caught, but the browser still reports a CSP violation
// (Lighthouse counts it against best practices). Jitless parsing skips it.
z.config({ jitless: true });

export { z };
