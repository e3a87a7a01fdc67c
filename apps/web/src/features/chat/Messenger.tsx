import { useEffect, useRef } from 'react';
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
  const frame = useRef<HTMLDivElement>(null);
  useVisibleViewport(frame, open);
  return (
    <div ref={frame} className={[styles.messenger, open && styles.messengerOpen].filter(Boolean).join(' ')}>
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

/**
 * Where the screen is visible while a phone's keyboard is open: a fixed conversation sits between
 * `--visible-top` and `--keyboard-inset`, so its field stays above the keyboard on browsers that
 * shrink only the visual viewport (iOS Safari, Chrome for Android by default).
 */
function useVisibleViewport(frame: React.RefObject<HTMLDivElement | null>, active: boolean): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = frame.current;
    if (!active || !viewport || !element) return;
    const follow = () => {
      const keyboard = window.innerHeight - viewport.height - viewport.offsetTop;
      element.style.setProperty('--visible-top', `${Math.max(0, viewport.offsetTop)}px`);
      element.style.setProperty('--keyboard-inset', `${Math.max(0, keyboard)}px`);
    };
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
    };
  }, [frame, active]);
}
