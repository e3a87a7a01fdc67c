import { createHash } from 'node:crypto';

/** Self-declared robots (search engines, link previews, crawlers): their visits are not views. */
const robot = /bot|crawl|spider|slurp|preview|facebookexternalhit|mediapartners/i;

/**
 * Who opened an ad page, as the view counter tells visitors apart: a short hash of the address and the
 * browser (nothing a person could be found by is kept); `null` for a robot or a client that names no
 * browser, whose visits are not counted.
 */
export function pageVisitor(ip: string, userAgent: string | undefined): string | null {
  if (!userAgent || robot.test(userAgent)) return null;
  return createHash('sha256').update(ip).update('\n').update(userAgent).digest('base64url').slice(0, 16);
}
