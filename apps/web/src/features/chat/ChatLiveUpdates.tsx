import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { chatLabels, limits, realtimeChannels, realtimeEvents } from '@mp/contract';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { useChannelEvent } from '../../shared/realtime/index.ts';
import { chatHeard, setOnline } from './api.ts';
import { useChatState, type MessageNotice } from './chat-state.ts';
import { formatTime } from './format.ts';
import styles from './Chat.module.css';

/**
 * Everything the person's own channel says about chats, wherever they are in the app: the list moves,
 * online dots follow, and a message for a chat that is not open shows a notice (spec §3, §9).
 */
export function ChatLiveUpdates() {
  const client = useQueryClient();
  const me = useCurrentUser()?.id;
  const channel = me === undefined ? null : realtimeChannels.userNotifications(me);
  const notify = useChatState((state) => state.notify);

  useChannelEvent(channel, realtimeEvents.chatEvent, ({ chat_id, message }) => {
    const elsewhere = message.user_id !== me && useChatState.getState().currentChatId !== chat_id;
    chatHeard(client, message, elsewhere);
    if (elsewhere) notify(message);
  });
  useChannelEvent(channel, realtimeEvents.userOnline, ({ user_id }) => setOnline(client, user_id, true));
  useChannelEvent(channel, realtimeEvents.userOffline, ({ user_id }) => setOnline(client, user_id, false));
  return <MessageNotices />;
}

function MessageNotices() {
  const notices = useChatState((state) => state.notices);
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices} aria-live="polite">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function Notice({ notice }: { notice: MessageNotice }) {
  const dismiss = useChatState((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), limits.messageNoticeAutoCloseMs);
    return () => clearTimeout(timer);
  }, [notice.id, dismiss]);
  return (
    <div className={styles.notice} role="status">
      <Link
        to={`/profile/messages/${notice.chatId}`}
        className={styles.noticeBody}
        onClick={() => dismiss(notice.id)}
      >
        <strong>{chatLabels.noticeTitle}</strong>
        <span className={styles.noticeSender}>
          {notice.sender} · {formatTime(notice.time)}
        </span>
        <span className={styles.noticeText}>{notice.message}</span>
      </Link>
      <button
        type="button"
        className={styles.noticeClose}
        aria-label={chatLabels.closeNotice}
        onClick={() => dismiss(notice.id)}
      >
        ×
      </button>
    </div>
  );
}
