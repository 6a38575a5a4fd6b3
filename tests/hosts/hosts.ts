// Where each host under test listens (overridable, so parallel runs on one machine do not collide).
export type HostName = 'node' | 'cloudflare' | 'netlify';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const HOST_PORTS: Record<HostName, number> = {
  node: port('HOSTS_NODE_PORT', 4180),
  cloudflare: port('HOSTS_CLOUDFLARE_PORT', 4181),
  netlify: port('HOSTS_NETLIFY_PORT', 4182),
};

export const webhookPort = port('HOSTS_WEBHOOK_PORT', 4183);
export const WEBHOOK_URL = `http://127.0.0.1:${webhookPort}/hook`;
export const WEBHOOK_ORIGIN = `http://127.0.0.1:${webhookPort}`;

/** The fake content service the hosts that run code ask whether an unbuilt post address names a post. */
export const contentServicePort = port('HOSTS_CONTENT_PORT', 4184);
export const CONTENT_SERVICE_URL = `http://127.0.0.1:${contentServicePort}`;
/** A post the fake has and the build (made without a content service) did not prerender. */
export const POST_AFTER_THE_BUILD = 'published-after-the-build';
