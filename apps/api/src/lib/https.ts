/**
 * Whether the site is served over https, the one rule behind `Secure` cookies and HSTS: an https
 * `PUBLIC_URL` says so for every request; otherwise the request's own protocol, which Fastify
 * takes from X-Forwarded-Proto only behind a trusted proxy (`TRUST_PROXY=1`). Plain http never
 * gets HSTS (RFC 6797 §7.2: a host must not send it over a non-secure transport).
 */
export function isHttpsSite(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/**
 * The `secure` option for every cookie the server sets: always with an https `PUBLIC_URL`, else
 * decided per request by @fastify/cookie's `'auto'` (the request's protocol, as above).
 */
export function secureCookieOption(publicUrl: string): true | 'auto' {
  return isHttpsSite(publicUrl) ? true : 'auto';
}
