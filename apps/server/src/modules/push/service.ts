import type { PushSettings, PushSubscriptionBody } from '@mp/contract';
import type { DomainEventBus, DomainEvents } from '../../domain-events.ts';
import { validationError } from '../../http/errors.ts';
import type { PushOutcome, PushSender } from '../../platform/push/index.ts';
import { endpointRefusal, type EndpointRules } from './endpoints.ts';
import { deliveryOf, type Push } from './pushes.ts';
import type { PushRepository } from './repository.ts';

/** A subscription whose sends failed this many times in a row is dropped (the device is gone for good). */
export const maxFailuresInARow = 5;

export interface PushServiceDeps {
  repository: PushRepository;
  /** Announces `push.due`, one per device, delivered without the announcing event waiting (record 0120). */
  events: Pick<DomainEventBus, 'transaction'>;
  sender: PushSender;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  endpoints: EndpointRules;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export type PushService = ReturnType<typeof pushService>;

/** Web Push (issue 28, record 0120): people's devices, what they want to hear, and sending it. */
export function pushService({ repository, events, sender, publicKey, endpoints, now, log }: PushServiceDeps) {
  return {
    publicKey: () => publicKey,

    /** Stores the device's subscription under the caller's session; the same endpoint again updates it. */
    async subscribe(userId: number, sessionId: number, body: PushSubscriptionBody): Promise<void> {
      const refusal = endpointRefusal(body.endpoint, endpoints);
      if (refusal) throw validationError({ endpoint: [refusal] });
      const { endpoint, keys, expirationTime } = body;
      const expires =
        expirationTime === null || expirationTime === undefined ? null : new Date(expirationTime);
      await repository.save(userId, sessionId, { endpoint, ...keys, expirationTime: expires }, now());
    },

    /** Forgets the caller's subscription of `endpoint`; another person's is left alone. */
    unsubscribe: (userId: number, endpoint: string) => repository.removeOwn(userId, endpoint),

    /** The device signed out: its subscription goes with its session. */
    forgetSession: (sessionId: number) => repository.removeOfSession(sessionId),

    settings: (userId: number) => repository.settings(userId),

    updateSettings: (userId: number, changes: Partial<PushSettings>) =>
      repository.saveSettings(userId, changes, now()),

    /**
     * Makes a push due to each of the person's devices, if they want its kind: one `push.due` per device,
     * so that each device's send is retried on its own.
     */
    async push({ userId, kind, message }: Push): Promise<void> {
      if (!(await repository.settings(userId))[kind]) return;
      const devices = await repository.idsOf(userId);
      if (devices.length === 0) return;
      const { ttlSeconds, urgency } = deliveryOf[kind];
      const expiresAt = new Date(now().getTime() + ttlSeconds * 1000).toISOString();
      await events.transaction(
        async (_tx, announce) => {
          for (const subscriptionId of devices)
            await announce('push.due', { subscriptionId, message, ttlSeconds, urgency, expiresAt });
        },
        { wait: false },
      );
    },

    /**
     * Sends one due push to its device. A device that is gone (404, 410), expired, no longer allowed, or
     * failing `maxFailuresInARow` times is dropped; a failure worth retrying (429, 5xx) throws, so the
     * outbox tries again later with its backoff, until the push's TTL has passed.
     */
    async send({
      subscriptionId,
      message,
      ttlSeconds,
      urgency,
      expiresAt,
    }: DomainEvents['push.due']): Promise<void> {
      const at = now();
      const remainingMs = new Date(expiresAt).getTime() - at.getTime();
      const device = await repository.byId(subscriptionId);
      if (!device || remainingMs <= 0) return;
      if (
        (device.expirationTime && device.expirationTime <= at) ||
        endpointRefusal(device.endpoint, endpoints)
      ) {
        await repository.remove(subscriptionId);
        return;
      }
      const ttl = Math.min(ttlSeconds, Math.ceil(remainingMs / 1000));
      const delivery = { ttlSeconds: ttl, urgency, topic: topicOf(message.tag) };
      let outcome: PushOutcome;
      try {
        outcome = await sender.send(device, JSON.stringify(message), delivery);
      } catch (error) {
        if (await droppedAfterFailure(subscriptionId)) return;
        throw error;
      }
      if (outcome === 'delivered') await repository.delivered(subscriptionId);
      else if (outcome === 'gone') await repository.remove(subscriptionId);
      else await droppedAfterFailure(subscriptionId);
    },
  };

  /** Counts a failed send; drops the device at the last one it is allowed. Resolves to whether it went. */
  async function droppedAfterFailure(subscriptionId: number): Promise<boolean> {
    const failures = await repository.failed(subscriptionId);
    if (failures === undefined) return true;
    if (failures < maxFailuresInARow) return false;
    log.warn({ subscriptionId, failures }, 'push subscription dropped after failing in a row');
    await repository.remove(subscriptionId);
    return true;
  }
}

/** The protocol's `Topic` (at most 32 base64url characters) of a tag that can be one. */
const topicOf = (tag: string) => (/^[A-Za-z0-9_-]{1,32}$/.test(tag) ? tag : undefined);
