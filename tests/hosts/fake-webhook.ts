// The inquiry webhook every host under test forwards to, on 127.0.0.1. What it
// answers is chosen by the inquiry itself, so checks on three hosts can run at
// once without sharing state: a message containing `[webhook:500]` is refused,
// one containing `[webhook:hang]` is never answered; anything else is accepted.
// GET /received?email=… lists the bodies that arrived for that address.
// Usage: node --import tsx tests/hosts/fake-webhook.ts --port 4183
import { createServer, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';

export const WEBHOOK_FAILS = '[webhook:500]';
export const WEBHOOK_HANGS = '[webhook:hang]';

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function startWebhook(port: number) {
  const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname === '/received') {
        const email = url.searchParams.get('email');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(received.filter(({ body }) => body.email === email)));
        return;
      }
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fake webhook');
        return;
      }
      const text = await readBody(req);
      const body = JSON.parse(text) as Record<string, unknown>;
      const reason = String(body.reasonForContacting ?? '');
      received.push({ headers: req.headers, body });
      if (reason.includes(WEBHOOK_HANGS)) return; // The socket stays open until the caller gives up.
      const fails = reason.includes(WEBHOOK_FAILS);
      res.writeHead(fails ? 500 : 200, { 'Content-Type': 'application/json' });
      res.end(fails ? '{"error":"down"}' : '{"status":"success"}');
    })();
  });
  server.listen(port, '127.0.0.1', () => console.log(`Fake webhook at http://127.0.0.1:${port}/hook`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4183' } } });
  startWebhook(Number(values.port));
}
