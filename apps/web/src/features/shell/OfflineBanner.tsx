import { messages } from '@mp/contract';
import { useOnline } from '../../shared/lib/connection.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './OfflineBanner.module.css';

/**
 * One steady notice while the browser is offline, instead of a toast per failed request; gone when the
 * network is back, when the queries fetch again by themselves (TanStack Query's online manager). An alert,
 * so that screen readers say it as it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="alert" className={styles.banner}>
      <Icon name="info" size={16} className={styles.icon} />
      {messages.offline}
    </p>
  );
}
