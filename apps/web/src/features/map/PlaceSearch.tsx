import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { limits, mapLabels, messages, type GeocodeResult } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { useCombobox } from '../../shared/form/useCombobox.ts';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue.ts';
import { fetchPlaces, mapKeys } from './api.ts';
import combo from '../../shared/form/Combobox.module.css';
import field from '../../shared/form/Field.module.css';
import styles from './PlaceSearch.module.css';

/**
 * The map's place search: the geocoder's places for what is typed (trimmed, 2 characters or more,
 * debounced as every suggestion field), and the chosen one handed to `onChoose` to centre the map on.
 */
export function PlaceSearch({ onChoose }: { onChoose: (place: GeocodeResult) => void }) {
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const query = useDebouncedValue(text.trim(), limits.autocompleteDebounceMs);
  const enabled = typing && query.length >= limits.autocompleteMinChars;
  const places = useQuery({
    queryKey: mapKeys.places(query),
    queryFn: ({ signal }) => fetchPlaces(query, signal),
    enabled,
    staleTime: 60_000,
  });
  const items = enabled ? (places.data ?? []) : [];
  const list = useCombobox({
    label: mapLabels.placeResults,
    items,
    onChoose: (place) => {
      setTyping(false);
      setText(place.display_name);
      onChoose(place);
    },
    onDismiss: () => setTyping(false),
  });
  const shown = list.open && items.length > 0;
  const failed = enabled && places.isError ? errorMessage(places.error, messages.geocoderError) : '';

  return (
    <div className={styles.search}>
      <div className={combo.combo}>
        <input
          className={`${field.input} ${styles.input}`}
          type="search"
          aria-label={mapLabels.placeSearch}
          placeholder={mapLabels.placePlaceholder}
          {...list.inputProps}
          aria-expanded={shown}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyping(true);
            list.show();
          }}
        />
        <ul {...list.listProps} className={combo.list} hidden={!shown}>
          {items.map((place, index) => (
            <li
              key={`${place.lat},${place.lon}`}
              {...list.optionProps(place, index)}
              className={combo.option}
            >
              {place.display_name}
            </li>
          ))}
        </ul>
      </div>
      {failed && (
        <p className={field.error} role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
