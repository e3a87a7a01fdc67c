import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { productLabels, shellChrome, shellLabels } from '@mp/contract';
import { Button, Icon, useEscape } from '../../../shared/ui/index.ts';
import { resetFilters, type ProductFilters } from '../../../shared/search-params.ts';
import { CategoryFields } from './CategoryFields.tsx';
import { CityField } from './CityField.tsx';
import { PeriodField, PriceField, VipField } from './fields.tsx';
import styles from './MobileFilterScreen.module.css';

interface Props {
  filters: ProductFilters;
  onApply: (next: ProductFilters) => void;
  onClose: () => void;
}

/**
 * The full-screen filter screen of phones (spec §2): city or region, category, price, VIP and period,
 * edited as a draft and applied together.
 */
export function MobileFilterScreen({ filters, onApply, onClose }: Props) {
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  const [cityListOpen, setCityListOpen] = useState(false);
  // While the city list is open, Escape belongs to it.
  useEscape(!cityListOpen, onClose);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div className={styles.screen} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <header className={styles.header}>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={shellChrome.close}>
          <Icon name="close" size={22} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {productLabels.filters}
        </h2>
        <button type="button" className={styles.reset} onClick={() => setDraft(resetFilters(draft))}>
          {productLabels.resetAll}
        </button>
      </header>
      <div className={styles.body}>
        <CityField open={cityListOpen} onOpenChange={setCityListOpen} />
        <CategoryFields filters={draft} onChange={setDraft} />
        <PriceField filters={draft} onChange={setDraft} />
        <VipField filters={draft} onChange={setDraft} />
        <PeriodField filters={draft} onChange={setDraft} />
      </div>
      <footer className={styles.footer}>
        <Button block size="l" onClick={() => onApply(draft)}>
          {shellLabels.apply}
        </Button>
      </footer>
    </div>,
    document.body,
  );
}
