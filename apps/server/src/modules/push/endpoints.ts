import { messages } from '@mp/contract';

/** Where this server may send pushes (record 0121). */
export interface EndpointRules {
  /** In production only HTTPS endpoints of the allowed push services; elsewhere any http(s) address. */
  production: boolean;
  /** Hosts, or `*.domain` for any subdomain of it. */
  allowedHosts: readonly string[];
}

const hostAllowed = (host: string, allowed: string) =>
  allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;

/**
 * Why the server will not send to `endpoint` (the contract's Russian message), or undefined when it
 * will. In production a subscription cannot make the server call an address of the operator's own
 * network: only the known push services are called, over HTTPS.
 */
export function endpointRefusal(endpoint: string, rules: EndpointRules): string | undefined {
  if (!URL.canParse(endpoint)) return messages.pushEndpointInvalid;
  const url = new URL(endpoint);
  if (!/^https?:$/.test(url.protocol)) return messages.pushEndpointInvalid;
  if (!rules.production) return undefined;
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return messages.pushEndpointInvalid;
  const host = url.hostname.toLowerCase();
  return rules.allowedHosts.some((allowed) => hostAllowed(host, allowed))
    ? undefined
    : messages.pushEndpointNotAllowed;
}
