import styles from './ChoiceChips.module.css';

interface Props<T> {
  /** What the group chooses, for screen readers. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of pressable chips, one of them pressed: a filter of a list (statuses, read or unread). */
export function ChoiceChips<T>({ label, options, value, onChange, className }: Props<T>) {
  return (
    <div className={[styles.chips, className].filter(Boolean).join(' ')} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={option.value === value}
          className={styles.chip}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
