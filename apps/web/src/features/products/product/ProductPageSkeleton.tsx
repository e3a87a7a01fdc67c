import { Skeleton } from '../../../shared/ui/index.ts';
import styles from './ProductView.module.css';

/** The product page's layout while the ad loads. */
export function ProductPageSkeleton() {
  return (
    <div className={styles.product} aria-busy="true">
      <div className={styles.header}>
        <Skeleton height={34} width="60%" />
      </div>
      <div className={styles.gallery}>
        <Skeleton height="auto" radius={16} className={styles.stagePlaceholder} />
      </div>
      <div className={styles.aside}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={18} width="35%" />
        <Skeleton height={150} radius={16} />
      </div>
    </div>
  );
}
