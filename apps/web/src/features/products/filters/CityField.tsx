import { productLabels, shellChrome } from '@mp/contract';
import { CityModal, useChooseCity, useCityStore } from '../../city/index.ts';
import { Icon } from '../../../shared/ui/index.ts';
import styles from './Filters.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** «Город или регион»: the selected city, changed through the city feature's list (which reloads the page). */
export function CityField({ open, onOpenChange }: Props) {
  const city = useCityStore((state) => state.city);
  const choose = useChooseCity();
  return (
    <div className={styles.field}>
      <span className={styles.legend}>{productLabels.cityOrRegion}</span>
      <button
        type="button"
        className={`${styles.select} ${styles.cityButton}`}
        onClick={() => onOpenChange(true)}
        aria-haspopup="dialog"
      >
        <Icon name="pin" size={18} />
        {city?.name ?? shellChrome.allRussia}
      </button>
      <CityModal open={open} current={city} onClose={() => onOpenChange(false)} onChoose={choose} />
    </div>
  );
}
