// A TLS terminator for local scans, standing in for the proxy or CDN edge a deployment puts in front of the site:
// HTTPS with a throwaway certificate, forwarded to the local server with X-Forwarded-Proto/-For, and plain HTTP
// answered with a permanent redirect to HTTPS, as the edge does. Both on one port (the first byte of a connection
// tells a TLS handshake from an HTTP request), because the scanner tries HTTP and HTTPS on the same host string.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Certificate = { certFile: string; key: Buffer; cert: Buffer; remove: () => void };

/** A self-signed certificate for 127.0.0.1, valid for a day, made by openssl in a temporary folder. */
export function throwawayCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'infinyte-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return {
    certFile,
    key: readFileSync(keyFile),
    cert: readFileSync(certFile),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type TlsFront = { host: string; close: () => Promise<void> };

/** Listens on 127.0.0.1 (a free port unless given) in front of `upstream` (an http:// origin). */
export async function startTlsFront(upstream: string, certificate: Certificate, port = 0): Promise<TlsFront> {
  const target = new URL(upstream);
  const https = createHttpsServer({ key: certificate.key, cert: certificate.cert }, (incoming, outgoing) => {
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  const http = createHttpServer((incoming, outgoing) => {
    outgoing
      .writeHead(301, { Location: `https://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}` })
      .end();
  });
  const front = createServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      // 0x16: a TLS handshake record.
      (first[0] === 0x16 ? https : http).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  const { port: listening } = front.address() as AddressInfo;
  return {
    host: `127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        https.closeAllConnections();
        http.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}
