import { useState } from 'react';
import { shellChrome, shellLabels } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CityModal } from './CityModal.tsx';
import { CitySuggestion } from './CitySuggestion.tsx';
import { useChooseCity } from './useChooseCity.ts';
import { useCitySuggestion } from './useCitySuggestion.ts';
import { useCityStore } from './store.ts';
import styles from './CityPicker.module.css';

/** The header's city button («Россия» when none is chosen), its modal and the geolocated question. */
export function CityPicker() {
  const city = useCityStore((state) => state.city);
  const choose = useChooseCity();
  const [open, setOpen] = useState(false);
  const { suggested, dismiss } = useCitySuggestion();

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={shellChrome.chooseCity}
      >
        <Icon name="pin" size={18} className={styles.pin} />
        <span className={styles.name}>{city?.name ?? shellLabels.russia}</span>
      </button>
      {suggested && !open && (
        <CitySuggestion
          city={suggested}
          onYes={() => {
            dismiss();
            choose(suggested);
          }}
          onNo={dismiss}
        />
      )}
      <CityModal open={open} current={city} onClose={() => setOpen(false)} onChoose={choose} />
    </div>
  );
}
