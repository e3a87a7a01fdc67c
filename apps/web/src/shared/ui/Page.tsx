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

/** A bordered panel for a screen's main content. */
export function Panel({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}
