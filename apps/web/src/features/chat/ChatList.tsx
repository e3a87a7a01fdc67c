import { Link } from 'react-router';
import { chatLabels, messages, screenLabels, type Chat } from '@mp/contract';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { errorMessage } from '../../shared/api/http.ts';
import { Badge, EmptyState, InlineError, Skeleton } from '../../shared/ui/index.ts';
import { useChats } from './api.ts';
import { formatListTime } from './format.ts';
import styles from './Chat.module.css';

/** The person's chats, newest first: the other person, the ad, the last message, unread counts, online dots. */
export function ChatList({ activeId }: { activeId?: number }) {
  const me = useCurrentUser();
  const chats = useChats();
  if (chats.isPending) return <Skeleton height={72} />;
  if (chats.isError) {
    return (
      <InlineError
        message={errorMessage(chats.error, messages.chatsLoadError)}
        onRetry={() => void chats.refetch()}
      />
    );
  }
  if (chats.data.length === 0) return <EmptyState title={screenLabels.messagesEmpty} icon="chat" compact />;
  return (
    <ul className={styles.list} aria-label={screenLabels.messagesTitle}>
      {chats.data.map((chat) => (
        <ChatRow key={chat.id} chat={chat} me={me?.id} active={chat.id === activeId} />
      ))}
    </ul>
  );
}

export const otherPerson = (chat: Chat, me: number | undefined) =>
  chat.users.find((user) => user.id !== me) ?? chat.users[0];

function ChatRow({ chat, me, active }: { chat: Chat; me: number | undefined; active: boolean }) {
  const other = otherPerson(chat, me);
  const last = chat.last_message;
  return (
    <li>
      <Link
        to={`/profile/messages/${chat.id}`}
        className={[styles.row, active && styles.rowActive].filter(Boolean).join(' ')}
        aria-current={active ? 'page' : undefined}
      >
        <span className={styles.avatar} aria-hidden>
          {other?.name.slice(0, 1)}
          {other?.is_online && <span className={styles.onlineDot} />}
        </span>
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <strong className={styles.rowName}>{other?.name}</strong>
            {other?.is_online && <span className="visually-hidden">{chatLabels.online}</span>}
            {last && <time className={styles.rowTime}>{formatListTime(last.created_at)}</time>}
          </span>
          {chat.product && <span className={styles.rowAd}>{chat.product.name}</span>}
          <span className={styles.rowLast}>
            {last ? `${last.user_id === me ? chatLabels.you : ''}${last.message}` : '\u00a0'}
          </span>
        </span>
        {chat.unread_count > 0 && (
          <span title={chatLabels.unread(chat.unread_count)}>
            <Badge count={chat.unread_count} />
          </span>
        )}
      </Link>
    </li>
  );
}
