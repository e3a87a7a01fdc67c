import { useCallback, useRef, useState } from 'react';
import { shellLabels } from '@mp/contract';
import { desktopQuery, useMediaQuery } from '../../shared/lib/useMediaQuery.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useEscape, useOutsidePress } from '../../shared/ui/useEscape.ts';
import { AllCategoriesSheet } from './AllCategoriesSheet.tsx';
import { CatalogueState } from './CatalogueState.tsx';
import { DesktopCatalogue } from './DesktopCatalogue.tsx';
import panelStyles from './DesktopCatalogue.module.css';
import styles from './CatalogueMenu.module.css';

/**
 * The header's catalogue button. On desktop it toggles a dropdown below the header (closing on
 * Escape or a press outside); on phones it opens the full-screen «Все категории» accordion.
 */
export function CatalogueMenu() {
  const desktop = useMediaQuery(desktopQuery);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dropdownOpen = open && desktop;
  useEscape(dropdownOpen, close);
  useOutsidePress(dropdownOpen, [buttonRef, panelRef], close);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={dropdownOpen ? 'close' : 'grid'} size={18} />
        {shellLabels.catalogue}
      </button>
      {dropdownOpen && (
        <div ref={panelRef} className={panelStyles.panel}>
          <CatalogueState>
            {(categories) => <DesktopCatalogue categories={categories} onPick={close} />}
          </CatalogueState>
        </div>
      )}
      <AllCategoriesSheet open={open && !desktop} onClose={close} />
    </>
  );
}
