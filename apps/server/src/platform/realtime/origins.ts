import type { Config } from '../../config.ts';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which pages may open the WebSocket: the site's own origin (`PUBLIC_URL`), and outside production any
 * local address (the dev server and tests run on other ports). Clients that send no Origin (servers,
 * tests with pusher-js in Node) are not browsers a third-party page could drive, and are let in.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'NODE_ENV'>): (origin: string) => boolean {
  const site = new URL(config.publicUrl).origin;
  return (origin) => {
    if (origin === site) return true;
    if (config.NODE_ENV === 'production') return false;
    try {
      return localHosts.has(new URL(origin).hostname);
    } catch {
      return false;
    }
  };
}
