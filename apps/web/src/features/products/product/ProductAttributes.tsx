import styles from './ProductAttributes.module.css';

interface Props {
  rows: readonly { label: string; value: string }[];
}

/** Characteristics as a definition list: «label: value». */
export function ProductAttributes({ rows }: Props) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
