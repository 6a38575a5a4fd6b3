// `npm run dev` answers POST /api/inquiry with the same endpoint as `npm start`
// and the host adapters (src/server/inquiry). Vite loads it through its SSR
// module graph, so the `@/` imports resolve and edits apply without a restart.
import type { Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';

const INQUIRY_PATH = '/api/inquiry';

export function inquiryEndpoint(): Plugin {
  return {
    name: 'infinyte:inquiry-endpoint',
    apply: 'serve',
    configureServer(server) {
      // One app (and so one rate limiter) per version of the module; an edit makes a fresh one.
      const apps = new WeakMap<object, ReturnType<typeof getRequestListener>>();
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== INQUIRY_PATH) return next();
        server
          .ssrLoadModule('/src/server/inquiry/node.ts')
          .then((module) => {
            let listener = apps.get(module);
            if (!listener) {
              const app = (module.createNodeInquiryApp as () => { fetch: Parameters<typeof getRequestListener>[0] })();
              listener = getRequestListener(app.fetch);
              apps.set(module, listener);
            }
            return listener(req, res);
          })
          .catch((error: unknown) => next(error));
      });
    },
  };
}
