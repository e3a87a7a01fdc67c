import styles from './Filters.module.css';

interface Props {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Checkbox({ name, label, checked, onChange }: Props) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
