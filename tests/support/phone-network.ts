import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { PHONE_NETWORK } from '../../scripts/bench/slow-as-a-phone.ts';

// A phone's network (the bench's: 60 ms round trip, 9 Mbit/s down) as a local proxy in front of the site, for the
// cold-press tests. Chromium's own emulation (DevTools' Network.emulateNetworkConditions) stalled a page now and
// then on a loaded machine: about one cold load in 200, every request from some moment on (the app's modules,
// asked for at 1.6 s) was still unanswered at 60 s while the same server answered every other page. Here the
// delay is simulated where it can be seen: each request waits half the round trip on its way in, each answer
// the other half, and all answers share one downlink, chunk by chunk in the order the server sends them.

export interface PhoneNetwork {
  /** The site's origin, reached through the slow network. */
  url: string;
  stop: () => Promise<void>;
}

export async function startPhoneNetwork(target: string): Promise<PhoneNetwork> {
  const origin = new URL(target);
  const halfTrip = PHONE_NETWORK.latencyMs / 2;
  const bytesPerMs = (PHONE_NETWORK.downloadMbit * 1_000_000) / 8 / 1000;
  /** When the downlink has delivered everything queued on it so far (Date.now() time). */
  let downlinkFreeAt = 0;
  const sockets = new Set<Socket>();

  /** Passes the server's answer on at the downlink's pace, half a round trip after it started. */
  async function relay(answer: IncomingMessage, outgoing: ServerResponse) {
    await delay(halfTrip);
    if (outgoing.destroyed) return void answer.destroy();
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    for await (const chunk of answer as AsyncIterable<Buffer>) {
      // A chunk arrives once the downlink has carried it, after whatever was queued before it.
      downlinkFreeAt = Math.max(Date.now(), downlinkFreeAt) + chunk.length / bytesPerMs;
      await delay(Math.max(0, downlinkFreeAt - Date.now()));
      if (outgoing.destroyed) return void answer.destroy();
      // The page reads no further (a video has buffered enough): the downlink is free until it does.
      if (!outgoing.write(chunk)) {
        await new Promise((resume) => {
          outgoing.once('drain', resume);
          outgoing.once('close', resume);
        });
      }
    }
    outgoing.end();
  }

  const server = createServer(async (incoming, outgoing) => {
    await delay(halfTrip);
    const upstream = request(
      {
        host: origin.hostname,
        port: origin.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
        // A connection per request: a kept-alive one the server has just closed would fail the request.
        agent: false,
      },
      (answer) => {
        // The page going away mid-answer aborts it: the answer ends there, like the connection.
        relay(answer, outgoing).catch(() => outgoing.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end(`phone network: ${error.message}`);
    });
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.on('error', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
