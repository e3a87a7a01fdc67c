import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adFormLabels, limits, type AddressSuggestion } from '@mp/contract';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue.ts';
import { adFormKeys, fetchAddressSuggestions } from './api.ts';
import styles from './AdForm.module.css';

interface Props {
  value: string;
  cityId: number | undefined;
  /** Whether the point comes from a chosen suggestion. */
  located: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onType: (text: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  onBlur?: () => void;
}

/**
 * Address with suggestions (spec §5: trimmed query under 2 characters, no call; debounced 300 ms).
 * A chosen suggestion gives the point; a typed address stands at the city's centre, as the hint says.
 */
export function AddressField({ value, cityId, located, error, inputRef, onType, onChoose, onBlur }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), limits.autocompleteDebounceMs);
  const enabled = open && query.length >= limits.autocompleteMinChars;
  const suggestions = useQuery({
    queryKey: adFormKeys.address(query, cityId),
    queryFn: ({ signal }) => fetchAddressSuggestions(query, cityId, signal),
    enabled,
    staleTime: 60_000,
  });
  const items = enabled ? (suggestions.data ?? []) : [];
  const shown = open && items.length > 0;

  const choose = (suggestion: AddressSuggestion) => {
    onChoose(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const hint =
    value.trim() === ''
      ? adFormLabels.addressHint
      : located
        ? adFormLabels.addressChosen
        : adFormLabels.addressCityFallback;
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${styles.combo}`}>
      <label htmlFor={id} className={styles.label}>
        {adFormLabels.address}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
        autoComplete="off"
        placeholder={adFormLabels.addressPlaceholder}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setTimeout(() => setOpen(false), limits.blurCloseDelayMs);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={adFormLabels.addressSuggestions}
        className={styles.suggestions}
        hidden={!shown}
      >
        {items.map((item, index) => (
          <li
            key={`${item.value}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            {item.value}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
