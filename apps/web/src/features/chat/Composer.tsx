import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatLabels, chatLimits } from '@mp/contract';
import { Icon } from '../../shared/ui/index.ts';
import styles from './Chat.module.css';

interface Props {
  /** Resolves when the message is sent; the text stays in the field when it fails. */
  onSend: (text: string) => Promise<unknown>;
  onTyping?: () => void;
  onStopTyping?: () => void;
  autoFocus?: boolean;
}

/** A typing event at most this often while keys are pressed; «stopped» after this much quiet. */
const typingEveryMs = 2000;
const quietAfterMs = 3000;

/** The message field: Enter sends, Shift+Enter starts a new line; typing is announced, throttled. */
export function Composer({ onSend, onTyping, onStopTyping, autoFocus = false }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const quiet = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(quiet.current);
    if (lastTyping.current === 0) return;
    lastTyping.current = 0;
    onStopTyping?.();
  };
  useEffect(() => () => clearTimeout(quiet.current), []);

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - lastTyping.current >= typingEveryMs) {
      lastTyping.current = now;
      onTyping?.();
    }
    clearTimeout(quiet.current);
    quiet.current = setTimeout(stopTyping, quietAfterMs);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    stopTyping();
    try {
      await onSend(message);
      setText('');
    } catch {
      // The caller has told the person; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <textarea
        className={styles.composerField}
        value={text}
        rows={1}
        maxLength={chatLimits.messageMax}
        placeholder={chatLabels.placeholder}
        aria-label={chatLabels.placeholder}
        autoFocus={autoFocus}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
      />
      <button
        type="submit"
        className={styles.sendButton}
        disabled={sending || text.trim() === ''}
        aria-label={chatLabels.send}
        title={chatLabels.send}
      >
        <Icon name="send" size={20} />
      </button>
    </form>
  );
}
