import { useId, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adFormLabels, limits, messages, type AddressSuggestion } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { useCombobox } from '../../shared/form/useCombobox.ts';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue.ts';
import { adFormKeys, fetchAddressSuggestions } from './api.ts';
import combo from '../../shared/form/Combobox.module.css';
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
  // Suggestions are asked for while the seller types, not for an address loaded or chosen.
  const [typing, setTyping] = useState(false);
  const query = useDebouncedValue(value.trim(), limits.autocompleteDebounceMs);
  const enabled = typing && query.length >= limits.autocompleteMinChars;
  const suggestions = useQuery({
    queryKey: adFormKeys.address(query, cityId),
    queryFn: ({ signal }) => fetchAddressSuggestions(query, cityId, signal),
    enabled,
    staleTime: 60_000,
  });
  const items = enabled ? (suggestions.data ?? []) : [];
  // Spec §8: the server's reason (a refused key, say), else «Ошибка при получении адресных подсказок».
  const suggestionsError =
    enabled && suggestions.isError ? errorMessage(suggestions.error, messages.addressSuggestionsError) : '';
  const list = useCombobox({
    label: adFormLabels.addressSuggestions,
    onBlur,
    items,
    onChoose: (suggestion) => {
      setTyping(false);
      onChoose(suggestion);
    },
    onDismiss: () => setTyping(false),
  });
  const shown = list.open && items.length > 0;

  const hint =
    value.trim() === ''
      ? adFormLabels.addressHint
      : located
        ? adFormLabels.addressChosen
        : adFormLabels.addressCityFallback;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {adFormLabels.address}
      </label>
      <div className={combo.combo}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          {...list.inputProps}
          aria-expanded={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
          placeholder={adFormLabels.addressPlaceholder}
          value={value}
          onChange={(event) => {
            onType(event.target.value);
            setTyping(true);
            list.show();
          }}
        />
        <ul {...list.listProps} className={combo.list} hidden={!shown}>
          {items.map((item, index) => (
            <li key={`${item.value}-${index}`} {...list.optionProps(item, index)} className={combo.option}>
              {item.value}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {suggestionsError && (
        <p className={styles.error} role="alert">
          {suggestionsError}
        </p>
      )}
    </div>
  );
}
