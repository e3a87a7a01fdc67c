import { useState, type Ref } from 'react';
import { autocompleteCities, messages, shellChrome, type City } from '@mp/contract';
import type { ControlProps } from '../../shared/form/LabelledControl.tsx';
import { useCombobox } from '../../shared/form/useCombobox.ts';
import { useCities } from './api.ts';
import combo from '../../shared/form/Combobox.module.css';

interface CitySearchFieldProps {
  /** The id, class and ARIA that tie it to its label and message. */
  control: ControlProps;
  /** The chosen city's id. */
  value: number | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onChoose: (city: City) => void;
  onBlur?: () => void;
}

/**
 * One city chosen by typing part of its name or region (spec §5: at most 10 matches, the biggest cities
 * while nothing is typed). It shows the chosen city's name; text typed but not chosen is dropped when
 * the list closes, so the field never holds a city that is not one.
 */
export function CitySearchField({ control, value, inputRef, onChoose, onBlur }: CitySearchFieldProps) {
  const cities = useCities();
  /** What the person is typing; null while the field shows the chosen city. */
  const [query, setQuery] = useState<string | null>(null);
  const chosen = cities.data?.find((city) => city.id === value);
  const matches = cities.data ? autocompleteCities(cities.data, query ?? '') : [];
  const list = useCombobox({
    label: shellChrome.cityMatches,
    onBlur,
    items: matches,
    onChoose: (city) => {
      setQuery(null);
      onChoose(city);
    },
    onDismiss: () => setQuery(null),
  });
  const notFound = list.open && cities.data !== undefined && matches.length === 0;

  return (
    <div className={combo.combo}>
      <input
        {...control}
        ref={inputRef}
        {...list.inputProps}
        placeholder={shellChrome.cityPlaceholder}
        value={query ?? chosen?.name ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          list.show();
        }}
        onFocus={() => {
          // Until the cities arrive the chosen one has no name to show: the field stays the person's, so
          // that what they type then is not appended to the name appearing under their cursor.
          if (query === null && value !== undefined && chosen === undefined) setQuery('');
        }}
        onClick={() => {
          if (!list.open) list.show();
        }}
      />
      <ul {...list.listProps} className={combo.list} hidden={!list.open || matches.length === 0}>
        {matches.map((city, index) => (
          <li key={city.id} {...list.optionProps(city, index)} className={combo.option}>
            {city.name}
            {city.region !== city.name && <span className={combo.region}>{city.region}</span>}
          </li>
        ))}
      </ul>
      {notFound && (
        <p className={combo.empty} role="status">
          {messages.cityNotFound}
        </p>
      )}
    </div>
  );
}
