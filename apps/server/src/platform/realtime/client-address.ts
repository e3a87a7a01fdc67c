import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { trustProxyOption, type Config } from '../../config.ts';

/**
 * The client's address of a WebSocket upgrade, read by the same `TRUST_PROXY` rule as Fastify's
 * `request.ip`, so per-address limits see the client behind a reverse proxy and not the proxy.
 */
export function clientAddressReader(trustProxy: Config['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trust = trustProxyOption(trustProxy);
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  const trusts = trust === true ? () => true : typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusts);
}
