import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { productLabels } from '@mp/contract';
import styles from './Filters.module.css';

interface Props {
  /** The inputs' names, `{name}_from` and `{name}_to` (the query parameters' own names). */
  name: string;
  /** Accessible names of the two inputs, e.g. «Цена, ₽ от». */
  label: string;
  from: number | undefined;
  to: number | undefined;
  onCommit: (from: number | undefined, to: number | undefined) => void;
  parse: (input: string) => number | undefined;
  format?: (value: number) => string;
  placeholders?: { from?: string; to?: string };
}

const idleCommitMs = 800;
const show = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? '' : format(value);

/**
 * «от … до …» inputs. Typing stays local; the values are committed on Enter, on leaving the field or
 * after a pause, so the URL (and the search) do not change on every keystroke.
 */
export function RangeInputs({
  name,
  label,
  from,
  to,
  onCommit,
  parse,
  format = String,
  placeholders,
}: Props) {
  const [draft, setDraft] = useState({ from: show(from, format), to: show(to, format) });
  const [synced, setSynced] = useState({ from, to });
  if (synced.from !== from || synced.to !== to) {
    setSynced({ from, to });
    setDraft({ from: show(from, format), to: show(to, format) });
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next = draft) => {
    clearTimeout(timer.current);
    const parsedFrom = parse(next.from);
    const parsedTo = parse(next.to);
    if (parsedFrom !== from || parsedTo !== to) onCommit(parsedFrom, parsedTo);
  };

  const change = (end: 'from' | 'to', value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), idleCommitMs);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className={styles.range}>
      {(['from', 'to'] as const).map((end) => (
        <input
          key={end}
          name={`${name}_${end}`}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`${label} ${end === 'from' ? productLabels.priceFrom : productLabels.priceTo}`}
          placeholder={
            placeholders?.[end] ?? (end === 'from' ? productLabels.priceFrom : productLabels.priceTo)
          }
          value={draft[end]}
          onChange={(event) => change(end, event.target.value)}
          onBlur={() => commit()}
          onKeyDown={onKeyDown}
        />
      ))}
    </div>
  );
}
