import { chatLabels } from '@mp/contract';
import { ChatList } from './ChatList.tsx';
import { ChatWindow } from './ChatWindow.tsx';
import { PendingChat } from './PendingChat.tsx';
import styles from './Chat.module.css';

export type MessengerView =
  | { kind: 'list' }
  | { kind: 'chat'; chatId: number }
  | { kind: 'pending'; userId: number; productId?: number };

/** The messenger: the chat list beside the open chat; on phones one of the two at a time. */
export function Messenger({ view }: { view: MessengerView }) {
  const open = view.kind !== 'list';
  return (
    <div className={[styles.messenger, open && styles.messengerOpen].filter(Boolean).join(' ')}>
      <aside className={styles.sidebar}>
        <ChatList activeId={view.kind === 'chat' ? view.chatId : undefined} />
      </aside>
      <div className={styles.main}>
        {view.kind === 'chat' && <ChatWindow key={view.chatId} chatId={view.chatId} />}
        {view.kind === 'pending' && <PendingChat userId={view.userId} productId={view.productId} />}
        {view.kind === 'list' && <p className={styles.placeholder}>{chatLabels.pickChat}</p>}
      </div>
    </div>
  );
}
