import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, realtimeLimits } from '@mp/contract';
import { apiGet } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useSignedIn } from '../auth/session.ts';
import { realtime, type RealtimeStatus } from './connection.ts';

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

/** Listens to `event` on a channel while mounted (null: nowhere); the handler may change freely. */
export function useChannelEvent<T>(
  channelName: string | null,
  event: string,
  handler: (data: T) => void,
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
    const listener = (data: T) => latest.current(data);
    channel.bind(event, listener);
    return () => {
      channel.unbind(event, listener);
      realtime.release(channelName);
    };
  }, [channelName, event, live]);
}

/** Sends a client event on a chat's channel (typing); nothing when the socket is down. */
export function whisper(channelName: string, event: string, data: object = {}): void {
  const channel = realtime.hold(channelName);
  if (channel?.subscribed) channel.trigger(event, data);
  realtime.release(channelName);
}
