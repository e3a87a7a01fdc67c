import { messages, type AuthUser } from '@mp/contract';
import { forbidden } from '../../http/errors.ts';
import { signSubscription } from '../../platform/realtime/signature.ts';

export type BroadcastingService = ReturnType<typeof broadcastingService>;

interface BroadcastingDeps {
  app: { key: string; secret: string };
  /** Whether the user may listen on the channel (the chat module knows the chats' members). */
  mayListen: (userId: number, channel: string) => Promise<boolean>;
}

/** Signs a socket's subscription to a channel the user may hear (design §4). */
export function broadcastingService({ app, mayListen }: BroadcastingDeps) {
  return {
    async authorize(user: AuthUser, socketId: string, channel: string) {
      if (!(await mayListen(user.id, channel))) throw forbidden(messages.channelForbidden);
      const channelData = JSON.stringify({ user_id: user.id });
      return { auth: signSubscription(app, socketId, channel, channelData), channel_data: channelData };
    },
  };
}
