import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { pushMessageSchema, type PushMessage } from '@mp/contract';

/** A browser's side of a subscription: the keys it made, and the JSON it gives the server. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The private half of `p256dh`, which decrypts what is pushed to it. */
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

/** What arrived at an endpoint, decrypted, with the protocol's headers and the VAPID token's claims. */
export interface ReceivedPush {
  at: number;
  /** What the push service answered. */
  status: number;
  message: PushMessage;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: { key: string; claims: { aud: string; exp: number; sub: string } };
}

/** The VAPID `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292), its ES256 signature checked. */
function verifiedVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by its key');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`VAPID token signed with ${alg}`);
  return {
    key,
    claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['vapid']['claims'],
  };
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A push service on the loopback interface: endpoints under its address take pushes and answer 201, or
 * what `answer` says for an endpoint; every push is decrypted with its subscription's private key
 * (RFC 8291, `http_ece`), so a test reads what a browser would show.
 */
export async function startPushService() {
  const subscriptions = new Map<string, BrowserSubscription>();
  const received = new Map<string, ReceivedPush[]>();
  const answers = new Map<string, number>();
  const failures: Error[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${service.url}${req.url ?? ''}`;
      const status = answers.get(endpoint) ?? 201;
      try {
        const subscription = subscriptions.get(endpoint);
        if (!subscription) throw new Error(`a push to an unknown endpoint ${endpoint}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.authSecret,
        });
        const push: ReceivedPush = {
          at: Date.now(),
          status,
          message: pushMessageSchema.strict().parse(JSON.parse(plain.toString('utf8'))),
          ttl: headerOf(req.headers.ttl),
          urgency: headerOf(req.headers.urgency),
          topic: headerOf(req.headers.topic),
          vapid: verifiedVapid(req.headers.authorization),
        };
        received.set(endpoint, [...(received.get(endpoint) ?? []), push]);
      } catch (error) {
        failures.push(error as Error);
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const service = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** A new browser's subscription to this service (not yet sent to the server). */
    subscription(): BrowserSubscription {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const endpoint = `${service.url}/push/${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      subscriptions.set(endpoint, subscription);
      return subscription;
    },
    /** The pushes sent to an endpoint, oldest first, with what it answered. */
    receivedAt: (endpoint: string) => received.get(endpoint) ?? [],
    /** Every request to the endpoint is answered `status` from now on (410: gone; 503: try later). */
    answer(endpoint: string, status: number) {
      answers.set(endpoint, status);
    },
    /** Pushes that could not be read: a wrong key, a bad signature, an unknown endpoint. */
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return service;
}

export type PushServiceStub = Awaited<ReturnType<typeof startPushService>>;
