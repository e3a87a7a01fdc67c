import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The subscription signature of design §4: `key:HMAC-SHA256(secret, socket_id:channel[:channel_data])`,
 * the Pusher scheme. `channel_data` carries the user the auth endpoint vouched for.
 */
export function signSubscription(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData: string,
): string {
  const digest = createHmac('sha256', app.secret)
    .update(`${socketId}:${channel}:${channelData}`)
    .digest('hex');
  return `${app.key}:${digest}`;
}

export function isValidSubscription(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData: string,
  auth: string,
): boolean {
  const expected = Buffer.from(signSubscription(app, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
