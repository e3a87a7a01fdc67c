import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { chatLabels, type ChatMessage } from '@mp/contract';
import { useInView } from '../../shared/lib/useInView.ts';
import { formatDay, formatTime, sameDay } from './format.ts';
import styles from './Chat.module.css';

interface Props {
  messages: readonly ChatMessage[];
  me: number | undefined;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onEarlier: () => void;
}

/** The history, oldest at the top, with day separators and the ticks of one's own messages. */
export function MessageList({ messages, me, hasEarlier, loadingEarlier, onEarlier }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  const previous = useRef({ firstId, height: 0 });
  const [sentinel, nearTop] = useInView<HTMLDivElement>('200px');

  useEffect(() => {
    if (nearTop && hasEarlier && !loadingEarlier) onEarlier();
  }, [nearTop, hasEarlier, loadingEarlier, onEarlier]);

  // Older messages added above keep the view where it was; a new message at the end scrolls down.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (previous.current.firstId !== firstId && previous.current.height > 0) {
      box.scrollTop += box.scrollHeight - previous.current.height;
    } else {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = { firstId, height: box.scrollHeight };
  }, [firstId, lastId]);

  return (
    <div ref={scroller} className={styles.history} role="log" aria-live="polite">
      {hasEarlier && (
        <div ref={sentinel} className={styles.earlier}>
          <button type="button" className={styles.linkButton} onClick={onEarlier} disabled={loadingEarlier}>
            {chatLabels.earlier}
          </button>
        </div>
      )}
      {messages.map((message, index) => {
        const before = messages[index - 1];
        const mine = message.user_id === me;
        return (
          <Fragment key={message.id}>
            {(!before || !sameDay(before.created_at, message.created_at)) && (
              <p className={styles.day}>{formatDay(message.created_at)}</p>
            )}
            <div className={[styles.bubble, mine ? styles.mine : styles.theirs].join(' ')}>
              <p className={styles.text}>{message.message}</p>
              <span className={styles.meta}>
                <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
                {mine && <Ticks message={message} />}
              </span>
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}

function Ticks({ message }: { message: ChatMessage }) {
  const [label, marks] = message.is_read
    ? [chatLabels.read, '✓✓']
    : message.is_delivered
      ? [chatLabels.delivered, '✓✓']
      : [chatLabels.sent, '✓'];
  return (
    <span className={message.is_read ? styles.ticksRead : styles.ticks} title={label} aria-label={label}>
      {marks}
    </span>
  );
}
