import { shellChrome } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './NoticeBar.module.css';

export function NoticeBar() {
  return (
    <div className={styles.bar}>
      <p className={styles.inner}>
        <Icon name="info" size={16} className={styles.icon} />
        {shellChrome.notice}
      </p>
    </div>
  );
}
