// `npm run observatory -- [origin]`: MDN's HTTP Observatory against a local run, behind a TLS terminator with a
// throwaway certificate (as a deployment's proxy or CDN edge would be). Default origin: `npm start`'s server.
// Prints the grade and every test that lost points; exits 1 below A+.
import { ensureScanner, lostPoints, scan } from './observatory/scanner.ts';
import { startTlsFront, throwawayCertificate } from './observatory/tls-front.ts';

const origin = process.argv[2] ?? 'http://127.0.0.1:4173';
ensureScanner();
const certificate = throwawayCertificate();
const front = await startTlsFront(origin, certificate);
try {
  const result = await scan(front.host, certificate.certFile);
  console.log(`HTTP Observatory for ${origin} behind TLS: ${result.scan.grade} (${result.scan.score})`);
  for (const line of lostPoints(result)) console.log(`  ${line}`);
  process.exitCode = result.scan.grade === 'A+' ? 0 : 1;
} finally {
  await front.close();
  certificate.remove();
}
