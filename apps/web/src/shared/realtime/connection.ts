import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { realtimeLimits, reconnectDelayMs, storageKeys } from '@mp/contract';
import { broadcastingAuthPath, refreshForChannelAuthorization } from '../api/http.ts';
import { readJwt } from '../auth/session.ts';
import { removeKey, writeText } from '../lib/storage.ts';

/** Spec §4: the WebSocket's four statuses. */
export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

const statusOf: Record<string, RealtimeStatus> = {
  initialized: 'disconnected',
  disconnected: 'disconnected',
  connecting: 'connecting',
  connected: 'connected',
  unavailable: 'error',
  failed: 'error',
};

type Listener = () => void;

/** A channel emits this when its subscription failed for good (after the one retry of spec §7). */
export const subscriptionFailedEvent = 'mp:subscription-failed';
/** What `subscriptionFailedEvent` carries: pusher-js's refusal (its HTTP status, when there was one). */
export interface SubscriptionFailure {
  status?: number;
}

/**
 * The one WebSocket of the signed-in person (design §4): `pusher-js` on our own host and path. Chats and
 * notifications share it, so `socket_id` and `socket_id_notifications` (spec §3) hold the same id.
 * Spec §9 reconnection: after a lost connection, at most 5 attempts, 1 s apart and doubling.
 */
class RealtimeConnection {
  private pusher: Pusher | null = null;
  private key = '';
  private status: RealtimeStatus = 'disconnected';
  private readonly listeners = new Set<Listener>();
  private readonly holders = new Map<string, number>();
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;

  /** pusher-js loads with the first connection, not with the first screen. */
  async start(key: string): Promise<void> {
    if (this.key === key) return;
    this.stop();
    this.key = key;
    const { default: PusherClient } = await import('pusher-js');
    if (this.key !== key) return;
    const secure = location.protocol === 'https:';
    const port = Number(location.port) || (secure ? 443 : 80);
    const pusher = new PusherClient(key, {
      cluster: '',
      wsHost: location.hostname,
      wsPort: port,
      wssPort: port,
      forceTLS: secure,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: realtimeLimits.activityTimeoutSeconds * 1000,
      // Spec §9: a socket id not received within 10 s is a failed connection (then the reconnects).
      unavailableTimeout: realtimeLimits.socketIdWaitMs,
      // pusher-js's own form post with the JWT as bearer (spec §7), as any stock client sends it.
      channelAuthorization: {
        endpoint: `/api${broadcastingAuthPath}`,
        transport: 'ajax',
        headersProvider: () => ({ Authorization: `Bearer ${readJwt() ?? ''}` }),
      },
    });
    pusher.connection.bind('state_change', ({ current }: { current: string }) => this.follow(current));
    this.pusher = pusher;
    window.addEventListener('online', this.retryNow);
  }

  /** The network is back: the attempts start over at once, spent or not. */
  private retryNow = (): void => {
    if (!this.pusher || this.status === 'connected') return;
    clearTimeout(this.retry);
    this.attempts = 0;
    this.pusher.connect();
  };

  stop(): void {
    this.key = '';
    window.removeEventListener('online', this.retryNow);
    clearTimeout(this.retry);
    // pusher-js sends on the next task (a channel left as the screens unmount at sign-out queues its
    // «pusher:unsubscribe») but closes at once: closing on the next task too lets what was queued go
    // first, instead of meeting a closing socket («WebSocket is already in CLOSING or CLOSED state»).
    const pusher = this.pusher;
    if (pusher) setTimeout(() => pusher.disconnect(), 0);
    this.pusher = null;
    this.holders.clear();
    this.attempts = 0;
    removeKey(storageKeys.socketId);
    removeKey(storageKeys.socketIdNotifications);
    this.setStatus('disconnected');
  }

  /** Subscribes while someone holds the channel; the last `release` unsubscribes. */
  hold(name: string): Channel | null {
    const pusher = this.pusher;
    if (!pusher) return null;
    this.holders.set(name, (this.holders.get(name) ?? 0) + 1);
    // A channel released while its authorisation was under way is only marked cancelled: subscribing
    // again reinstates it, where taking it as it is would let it unsubscribe once authorised.
    return pusher.channel(name) ? pusher.subscribe(name) : this.subscribeWithRetry(pusher, name);
  }

  /**
   * Spec §7: a subscription refused with 401 (the JWT expired) refreshes the session once and tries
   * again; any other refusal, or a second one, is told to the channel's listeners.
   */
  private subscribeWithRetry(pusher: Pusher, name: string): Channel {
    const channel = pusher.subscribe(name);
    let retried = false;
    channel.bind('pusher:subscription_succeeded', () => {
      retried = false;
    });
    channel.bind('pusher:subscription_error', (error: SubscriptionFailure) => {
      if (error.status !== 401 || retried) return void channel.emit(subscriptionFailedEvent, error);
      retried = true;
      refreshForChannelAuthorization().then(
        () => {
          if (this.pusher === pusher && this.holders.has(name)) pusher.subscribe(name);
        },
        () => channel.emit(subscriptionFailedEvent, error),
      );
    });
    return channel;
  }

  release(name: string): void {
    const left = (this.holders.get(name) ?? 0) - 1;
    if (left > 0) return void this.holders.set(name, left);
    this.holders.delete(name);
    this.pusher?.unsubscribe(name);
  }

  socketId(): string | undefined {
    return this.pusher?.connection.socket_id;
  }

  getStatus = (): RealtimeStatus => this.status;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private follow(state: string): void {
    const pusher = this.pusher;
    if (!pusher) return;
    if (state === 'connected') {
      this.attempts = 0;
      writeText(storageKeys.socketId, pusher.connection.socket_id);
      writeText(storageKeys.socketIdNotifications, pusher.connection.socket_id);
    }
    if (state === 'unavailable' || state === 'failed') this.scheduleReconnect(pusher);
    this.setStatus(statusOf[state] ?? 'error');
  }

  private scheduleReconnect(pusher: Pusher): void {
    pusher.disconnect();
    const delay = reconnectDelayMs(this.attempts);
    if (delay === undefined) return;
    this.attempts += 1;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => pusher.connect(), delay);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.listeners.forEach((listener) => listener());
  }
}

export const realtime = new RealtimeConnection();
