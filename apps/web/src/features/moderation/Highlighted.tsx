import { Fragment } from 'react';
import styles from './Moderation.module.css';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every occurrence of the checks' `fragments` marked (whitespace compared as one space). */
export function Highlighted({ text, fragments }: { text: string; fragments: string[] }) {
  const pieces = fragments.map(flat).filter((piece) => piece.length > 0);
  if (pieces.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${pieces.map(escaped).join('|')})`, 'giu');
  return (
    <>
      {text.split(pattern).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className={styles.match}>
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
