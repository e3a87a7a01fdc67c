import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  children: ReactNode;
}

/** A screen's frame: the content column with its title. */
export function Page({ title, children }: PageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** A bordered panel for a screen's main content; `padded` for content that brings no spacing of its own. */
export function Panel({ children, padded = false }: { children: ReactNode; padded?: boolean }) {
  return <div className={padded ? `${styles.card} ${styles.padded}` : styles.card}>{children}</div>;
}
