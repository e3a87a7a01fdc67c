import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  publicConfigSchema,
  realtimeLimits,
  type RealtimeChannelKindOf,
  type RealtimeChannelName,
  type RealtimeClientEvent,
  type RealtimePayloadOn,
  type RealtimeServerEvent,
} from '@mp/contract';
import { apiGet } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useSignedIn } from '../auth/session.ts';
import {
  realtime,
  subscriptionFailedEvent,
  type RealtimeStatus,
  type SubscriptionFailure,
} from './connection.ts';

/** Connects while someone is signed in (spec §9: 100 ms after start), and disconnects on sign-out. */
export function useRealtimeConnection(): void {
  const signedIn = useSignedIn();
  const { data: key } = useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => apiGet<typeof publicConfigSchema>('/config', signal),
    staleTime: Infinity,
    enabled: signedIn,
    select: (config) => config.realtime.key,
  });
  useEffect(() => {
    if (!signedIn || !key) return;
    const start = setTimeout(() => void realtime.start(key), realtimeLimits.notificationSubscribeDelayMs);
    return () => {
      clearTimeout(start);
      realtime.stop();
    };
  }, [signedIn, key]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribe, realtime.getStatus, realtime.getStatus);
}

/** What a channel's listeners hear: the events its kind carries (`realtimeWire`), or that it failed. */
type HeardOn<C extends RealtimeChannelName> =
  RealtimeServerEvent<RealtimeChannelKindOf<C>> | typeof subscriptionFailedEvent;
type HeardPayload<C extends RealtimeChannelName, E extends HeardOn<C>> =
  E extends RealtimeServerEvent<RealtimeChannelKindOf<C>> ? RealtimePayloadOn<C, E> : SubscriptionFailure;

/**
 * Listens to `event` on a channel while mounted (null: nowhere); the handler may change freely. The
 * channel name's type tells its kind, and the contract's map the payload the handler gets.
 */
export function useChannelEvent<C extends RealtimeChannelName, E extends HeardOn<C>>(
  channelName: C | null,
  event: E,
  handler: (data: HeardPayload<C, E>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const status = useRealtimeStatus();
  const live = status !== 'disconnected';
  useEffect(() => {
    if (!channelName || !live) return;
    const channel = realtime.hold(channelName);
    if (!channel) return;
    const listener = (data: HeardPayload<C, E>) => latest.current(data);
    channel.bind(event, listener);
    return () => {
      channel.unbind(event, listener);
      realtime.release(channelName);
    };
  }, [channelName, event, live]);
}

/** Whispers a client event (typing) on a chat's channel, typed by the map; nothing while it is down. */
export function whisper<
  C extends RealtimeChannelName,
  E extends RealtimeClientEvent<RealtimeChannelKindOf<C>>,
>(channelName: C, event: E, data: RealtimePayloadOn<C, E>): void {
  const channel = realtime.hold(channelName);
  if (channel?.subscribed) channel.trigger(event, data);
  realtime.release(channelName);
}
