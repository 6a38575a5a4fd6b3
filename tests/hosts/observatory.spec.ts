// MDN's HTTP Observatory (the scanner behind developer.mozilla.org/observatory) against each host's runtime, behind a
// TLS terminator with a throwaway certificate (scripts/observatory/tls-front.ts), as the CDN's edge or the Node
// deploy's proxy puts it in front: the home page must earn A+ with no test failed.
import { expect, test } from '@playwright/test';
import { lostPoints, scan } from '../../scripts/observatory/scanner';
import { startTlsFront, throwawayCertificate } from '../../scripts/observatory/tls-front';

test('HTTP Observatory grades the home page A+ behind TLS', async ({ baseURL }) => {
  const certificate = throwawayCertificate();
  const front = await startTlsFront(baseURL!, certificate);
  try {
    const result = await scan(front.host, certificate.certFile);
    const summary = `${result.scan.grade} (${result.scan.score}); lost or failed: ${lostPoints(result).join(', ') || 'none'}`;
    expect(result.scan.grade, summary).toBe('A+');
    expect(result.scan.testsFailed, summary).toBe(0);
    expect(result.scan.score, summary).toBeGreaterThanOrEqual(100);
  } finally {
    await front.close();
    certificate.remove();
  }
});
