export {
  realtime,
  subscriptionFailedEvent,
  type RealtimeStatus,
  type SubscriptionFailure,
} from './connection.ts';
export { useChannelEvent, useRealtimeConnection, useRealtimeStatus, whisper } from './hooks.ts';
