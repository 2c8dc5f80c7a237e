import type { IncomingMessage } from 'node:http';

import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies' X-Forwarded-* headers are believed (config TRUST_PROXY): the addresses of the
 * proxies in front of the process, as Fastify's `trustProxy` takes them (`loopback`, addresses,
 * CIDR ranges). `1` is `loopback`: nginx on the same machine (deploy/nginx.conf). Never "all":
 * nginx appends the address it saw to whatever X-Forwarded-For the client sent, so believing every
 * hop would take the client's own first entry as its address, and any client could pick a new
 * address for each request and escape every per-address limit (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
 */
export function parseTrustedProxies(setting: string): false | string[] {
  if (setting === '0' || setting === '') return false;
  const proxies = setting === '1' ? ['loopback'] : setting.split(',').map((item) => item.trim());
  // Throws on an entry that is not an address, a range or one of proxy-addr's names.
  proxyAddr.compile(proxies);
  return proxies;
}

/**
 * The client's address as Fastify's `request.ip` gives it: the socket's peer, or, when that peer is
 * a trusted proxy, the nearest X-Forwarded-For entry added by a proxy that is not trusted.
 */
export function createClientAddressOf(trusted: false | string[]) {
  const trust = trusted === false ? null : proxyAddr.compile(trusted);
  return (request: IncomingMessage): string | undefined =>
    trust === null ? request.socket.remoteAddress : proxyAddr(request, trust);
}
