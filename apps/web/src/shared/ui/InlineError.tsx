import { shellChrome } from '@mp/contract';
import { Button } from './Button.tsx';
import styles from './InlineError.module.css';

interface Props {
  message: string;
  onRetry: () => void;
}

/** An inline failure with a retry, kept where the missing content would be. */
export function InlineError({ message, onRetry }: Props) {
  return (
    <div className={styles.error}>
      <p>{message}</p>
      <Button variant="secondary" size="s" onClick={onRetry}>
        {shellChrome.retry}
      </Button>
    </div>
  );
}
