import { shellChrome } from '@mp/contract';
import { Icon, type IconName } from './Icon.tsx';
import { useToastStore, type ToastType } from './toast-store.ts';
import styles from './Toaster.module.css';

const icons: Record<ToastType, IconName> = { error: 'warning', success: 'check', warning: 'info' };

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className={styles.stack}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.type]}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <Icon name={icons[toast.type]} size={20} className={styles.icon} />
          <p className={styles.message}>{toast.message}</p>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(toast.id)}
            aria-label={shellChrome.close}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
