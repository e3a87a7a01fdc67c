import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  chatLabels,
  clientEvents,
  messages,
  realtimeChannels,
  realtimeEvents,
  realtimeLimits,
  type Chat,
  type RealtimeChannelName,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { useCurrentUser } from '../../shared/auth/session.ts';
import {
  subscriptionFailedEvent,
  useChannelEvent,
  useRealtimeStatus,
  whisper,
} from '../../shared/realtime/index.ts';
import { InlineError, Skeleton, toast } from '../../shared/ui/index.ts';
import { askForPush } from '../push/index.ts';
import {
  addMessage,
  flatMessages,
  markMessages,
  markSeen,
  useChat,
  useMessages,
  useSendMessage,
} from './api.ts';
import { otherPerson } from './ChatList.tsx';
import { useChatState } from './chat-state.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import styles from './Chat.module.css';

/** One open chat: its history, live messages, typing, ticks, and the field to answer. */
export function ChatWindow({ chatId }: { chatId: number }) {
  const chat = useChat(chatId);
  if (chat.isPending) return <Skeleton height={320} />;
  if (chat.isError) {
    return (
      <InlineError
        message={errorMessage(chat.error, messages.messagesLoadError)}
        onRetry={() => void chat.refetch()}
      />
    );
  }
  return <OpenChat chat={chat.data} />;
}

function OpenChat({ chat }: { chat: Chat }) {
  const client = useQueryClient();
  const me = useCurrentUser()?.id;
  const other = otherPerson(chat, me);
  const channel = realtimeChannels.chat(chat.id);
  const history = useMessages(chat.id);
  const send = useSendMessage(chat.id);
  const typing = useTyping(channel, other?.id);
  const setCurrent = useChatState((state) => state.setCurrent);

  useEffect(() => {
    setCurrent(chat.id);
    void markSeen(client, chat.id).catch(() => undefined);
    return () => setCurrent(null);
  }, [chat.id, client, setCurrent]);

  // Spec §4: one's own messages arrive through the reply to sending; from the socket they only move the list.
  useChannelEvent(channel, realtimeEvents.newMessage, (message) => {
    if (message.user_id === me) return;
    addMessage(client, message);
    void markSeen(client, chat.id).catch(() => undefined);
  });
  useChannelEvent(channel, realtimeEvents.messagesRead, (marked) => markMessages(client, marked, 'read'));
  useChannelEvent(channel, realtimeEvents.messagesDelivered, (marked) =>
    markMessages(client, marked, 'delivered'),
  );
  useChannelEvent(channel, subscriptionFailedEvent, () => toast.error(messages.chatSubscribeError));

  const loadEarlier = useCallback(() => void history.fetchNextPage(), [history]);
  const sendMessage = (text: string) =>
    send.mutateAsync(text).then(
      () => askForPush('message'),
      (error: unknown) => {
        toast.error(errorMessage(error, messages.messageSendError));
        throw error;
      },
    );

  return (
    <section className={styles.window} aria-label={other?.name}>
      <header className={styles.windowHeader}>
        <Link to="/profile/messages" className={styles.back}>
          ← <span className={styles.backText}>{chatLabels.back}</span>
        </Link>
        <div className={styles.peer}>
          <Link to={`/profile/user/${other?.id}`} className={styles.peerName}>
            {other?.name}
          </Link>
          <span className={styles.peerStatus}>
            {typing ? chatLabels.typing : other?.is_online ? chatLabels.online : chatLabels.offline}
          </span>
        </div>
        {chat.product && (
          <Link to={`/product/${chat.product.id}`} className={styles.peerAd}>
            {chatLabels.aboutAd}: {chat.product.name}
          </Link>
        )}
      </header>
      <ConnectionNote />
      {history.isError ? (
        <InlineError
          message={errorMessage(history.error, messages.messagesLoadError)}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <MessageList
          messages={flatMessages(history.data)}
          me={me}
          hasEarlier={history.hasNextPage}
          loadingEarlier={history.isFetchingNextPage}
          onEarlier={loadEarlier}
        />
      )}
      <Composer
        onSend={sendMessage}
        onTyping={() => whisper(channel, clientEvents.typing, {})}
        onStopTyping={() => whisper(channel, clientEvents.stopTyping, {})}
      />
    </section>
  );
}

/** «печатает…» while the other person types, gone after a few quiet seconds or when they stop. */
function useTyping(channel: RealtimeChannelName<'chat'>, otherId: number | undefined): boolean {
  const [typingAt, setTypingAt] = useState<number | null>(null);
  useChannelEvent(channel, realtimeEvents.userTyping, (event) => {
    if (event.user_id === otherId) setTypingAt(Date.now());
  });
  useChannelEvent(channel, realtimeEvents.userStoppedTyping, (event) => {
    if (event.user_id === otherId) setTypingAt(null);
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), realtimeLimits.typingShownMs);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return typingAt !== null;
}

/** A quiet line while the socket is down (spec §4 statuses), not an error toast. */
export function ConnectionNote() {
  const status = useRealtimeStatus();
  if (status === 'connected') return null;
  return (
    <p className={styles.connection} role="status">
      {status === 'connecting' ? chatLabels.connecting : chatLabels.noConnection}
    </p>
  );
}
