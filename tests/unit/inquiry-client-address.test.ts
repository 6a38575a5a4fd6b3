// Which address the rate limit counts: the socket unless TRUST_PROXY says a
// proxy is in front, then the rightmost hop the proxy did not write itself.
import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/server/inquiry/client-address';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientAddress', () => {
  it('believes no header by default: a client cannot pick its own budget', () => {
    expect(clientAddress(headers({ 'X-Forwarded-For': '203.0.113.9' }), '198.51.100.1')).toBe('198.51.100.1');
    expect(clientAddress(headers({ 'X-Forwarded-For': '203.0.113.9' }), '198.51.100.1', { trustProxy: 'false' })).toBe(
      '198.51.100.1',
    );
  });

  it('with TRUST_PROXY=true takes the rightmost X-Forwarded-For hop, ignoring what the client wrote before it', () => {
    const forwarded = headers({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.9' });
    expect(clientAddress(forwarded, '127.0.0.1', { trustProxy: 'true' })).toBe('203.0.113.9');
    expect(clientAddress(headers({}), '127.0.0.1', { trustProxy: 'true' })).toBe('127.0.0.1');
  });

  it('with a list of proxies skips their own hops, and ignores the header from any other peer', () => {
    const trust = { trustProxy: '10.0.0.2, 10.0.0.3' };
    const chain = headers({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.9, 10.0.0.3' });
    expect(clientAddress(chain, '::ffff:10.0.0.2', trust)).toBe('203.0.113.9');
    expect(clientAddress(chain, '198.51.100.1', trust)).toBe('198.51.100.1');
  });

  it('reads the header TRUST_PROXY_HEADER names', () => {
    const realIp = headers({ 'X-Real-IP': '203.0.113.9', 'X-Forwarded-For': '1.2.3.4' });
    expect(clientAddress(realIp, '127.0.0.1', { trustProxy: 'true', header: 'X-Real-IP' })).toBe('203.0.113.9');
  });
});
