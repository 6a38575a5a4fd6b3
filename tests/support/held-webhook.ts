// A webhook on 127.0.0.1 that receives every POST but answers only when the
// test releases it, so requests can be held in flight at the server under test.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldWebhook {
  url: string;
  /** Bodies and Idempotency-Key headers received so far, in order. */
  received: { body: string; idempotencyKey: string | undefined }[];
  /** Resolves once `count` requests have arrived and are being held. */
  arrived: (count: number) => Promise<void>;
  /** Answers every held request (and every later one at once) with `status`. */
  release: (status?: number) => void;
  close: () => Promise<void>;
}

export async function startHeldWebhook(): Promise<HeldWebhook> {
  const received: HeldWebhook['received'] = [];
  const held: ServerResponse[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let releasedWith: number | undefined;
  const answer = (res: ServerResponse, status: number) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(status < 300 ? '{"status":"success"}' : '{"status":"error"}');
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      received.push({ body, idempotencyKey: typeof key === 'string' ? key : undefined });
      if (releasedWith !== undefined) return answer(res, releasedWith);
      held.push(res);
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    arrived: (count) =>
      new Promise((resolve) => (received.length >= count ? resolve() : waiters.push({ count, resolve }))),
    release(status = 200) {
      releasedWith = status;
      for (const res of held.splice(0)) answer(res, status);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
