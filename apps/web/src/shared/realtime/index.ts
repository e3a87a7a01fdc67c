export { realtime, subscriptionFailedEvent, type RealtimeStatus } from './connection.ts';
export { useChannelEvent, useRealtimeConnection, useRealtimeStatus, whisper } from './hooks.ts';
