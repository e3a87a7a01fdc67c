import { useState } from 'react';
import { autocompleteCities, messages, shellChrome, type City } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { useCities } from './api.ts';
import { LocateButton } from './LocateButton.tsx';
import styles from './CityModal.module.css';

interface CityModalProps {
  open: boolean;
  current: City | null;
  onClose: () => void;
  onChoose: (city: City | null) => void;
}

/**
 * Filterable city list: the name or the region contains the typed text (at most 10 matches,
 * the biggest cities while nothing is typed), with «Вся Россия» on top; «Определить мой город» above it.
 */
export function CityModal({ open, current, onClose, onChoose }: CityModalProps) {
  const [query, setQuery] = useState('');
  const cities = useCities(open);
  const matches = cities.data ? autocompleteCities(cities.data, query) : [];
  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Modal open={open} title={shellChrome.chooseCity} onClose={close} size="s">
      <div className={styles.search}>
        <Icon name="search" size={20} className={styles.lens} />
        <input
          className={styles.input}
          type="search"
          name="city"
          data-autofocus
          aria-label={shellChrome.cityPlaceholder}
          placeholder={shellChrome.cityPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {cities.data && <LocateButton cities={cities.data} onLocated={onChoose} />}
      {cities.isPending && (
        <div className={styles.skeletons}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </div>
      )}
      {cities.isError && (
        <EmptyState
          compact
          title={shellChrome.citiesLoadError}
          action={
            <Button variant="secondary" size="s" onClick={() => void cities.refetch()}>
              {shellChrome.retry}
            </Button>
          }
        />
      )}
      {cities.data && (
        <ul className={styles.list}>
          {!query.trim() && (
            <li>
              <button
                type="button"
                className={styles.city}
                aria-current={current === null}
                onClick={() => onChoose(null)}
              >
                <span className={styles.name}>{shellChrome.allRussia}</span>
              </button>
            </li>
          )}
          {matches.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className={styles.city}
                aria-current={current?.id === city.id}
                onClick={() => onChoose(city)}
              >
                <span className={styles.name}>{city.name}</span>
                {city.region !== city.name && <span className={styles.region}>{city.region}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {cities.data && matches.length === 0 && <EmptyState compact title={messages.cityNotFound} />}
    </Modal>
  );
}
