import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { chatLabels, messages, publicProfileSchema } from '@mp/contract';
import { apiGet, errorMessage } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { toast } from '../../shared/ui/index.ts';
import { askForPush } from '../push/index.ts';
import { useChats, useOpenChat } from './api.ts';
import { ConnectionNote } from './ChatWindow.tsx';
import { Composer } from './Composer.tsx';
import styles from './Chat.module.css';

/**
 * Spec §4 pending chat: writing to someone there is no chat with yet. The chat is created with the
 * first message; an existing chat of the pair (about the same ad) opens instead.
 */
export function PendingChat({ userId, productId }: { userId: number; productId?: number }) {
  const navigate = useNavigate();
  const me = useCurrentUser()?.id;
  const chats = useChats();
  const open = useOpenChat();
  const person = useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: ({ signal }) => apiGet<typeof publicProfileSchema>(`/users/${userId}`, signal),
  });

  const existing = chats.data?.find(
    (chat) =>
      chat.users.some((user) => user.id === userId && user.id !== me) &&
      (chat.product?.id ?? undefined) === productId,
  );
  useEffect(() => {
    if (existing) void navigate(`/profile/messages/${existing.id}`, { replace: true });
  }, [existing, navigate]);

  const start = async (message: string) => {
    try {
      const chat = await open.mutateAsync({ user_id: userId, product_id: productId, message });
      askForPush('message');
      void navigate(`/profile/messages/${chat.id}`, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, error instanceof Error ? error.message : messages.messageSendError));
      throw error;
    }
  };

  return (
    <section className={styles.window} aria-label={person.data?.name}>
      <header className={styles.windowHeader}>
        <div className={styles.peer}>
          <strong className={styles.peerName}>{person.data?.name ?? '\u00a0'}</strong>
        </div>
      </header>
      <ConnectionNote />
      <div className={styles.history}>
        <p className={styles.pendingHint}>{chatLabels.firstMessageHint}</p>
      </div>
      <Composer onSend={start} autoFocus />
    </section>
  );
}
