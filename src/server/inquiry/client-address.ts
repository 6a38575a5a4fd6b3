// Which address a request comes from, for the rate limit. Behind a proxy the
// socket is the proxy's, so every visitor would share one budget; the proxy's
// header is believed only when TRUST_PROXY says a proxy is there, since anyone
// can send the header to a server that faces the internet directly.

export interface ProxyTrust {
  /**
   * TRUST_PROXY: unset or `false` believes no header (the socket address);
   * `true` trusts the immediate peer; a comma-separated list of addresses
   * trusts those proxies (the header counts only when the peer is one of them).
   */
  trustProxy?: string | undefined;
  /** TRUST_PROXY_HEADER: the header the proxy sets, default `X-Forwarded-For`. */
  header?: string | undefined;
}

const enabled = (value: string | undefined) => !!value && !['false', '0', 'no', 'off'].includes(value.toLowerCase());

const bare = (address: string) => address.trim().replace(/^::ffff:/, '');

/**
 * The client address: the socket's unless a trusted proxy is in front, then
 * the rightmost hop of the proxy's header that is not itself a trusted proxy
 * (hops to the left of it were written by the client and prove nothing).
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, trust: ProxyTrust = {}) {
  if (!enabled(trust.trustProxy)) return socketAddress;
  const list =
    trust.trustProxy!.toLowerCase() === 'true' || trust.trustProxy === '1' ? [] : trust.trustProxy!.split(',');
  const trusted = new Set(list.map(bare).filter(Boolean));
  if (trusted.size && !trusted.has(bare(socketAddress ?? ''))) return socketAddress;
  const hops = (headers.get(trust.header || 'X-Forwarded-For') ?? '').split(',').map(bare).filter(Boolean);
  while (hops.length > 1 && trusted.has(hops.at(-1)!)) hops.pop();
  return hops.at(-1) ?? socketAddress;
}
