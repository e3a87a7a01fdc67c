import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { shellChrome, shellLabels } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useEscape } from '../../shared/ui/useEscape.ts';
import { CatalogueState } from './CatalogueState.tsx';
import { CategoryIcon } from './CategoryIcon.tsx';
import { useCategoryHref } from './useCategoryHref.ts';
import styles from './AllCategoriesSheet.module.css';

interface AllCategoriesSheetProps {
  open: boolean;
  onClose: () => void;
}

/** Full-screen «Все категории» accordion for phones (spec §2). */
export function AllCategoriesSheet({ open, onClose }: AllCategoriesSheetProps) {
  const titleId = useId();
  const href = useCategoryHref();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  useEscape(open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {shellLabels.allCategories}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={shellChrome.close}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>
        <CatalogueState>
          {(categories) => (
            <ul className={styles.list}>
              {categories.map((category) => {
                const expanded = expandedId === category.id;
                return (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      onClick={() => setExpandedId(expanded ? null : category.id)}
                    >
                      <CategoryIcon category={category} />
                      <span>{category.name}</span>
                      <Icon name="chevronDown" size={18} className={styles.chevron} />
                    </button>
                    {expanded && (
                      <ul className={styles.subs}>
                        <li>
                          <Link
                            to={href({ category_id: category.id })}
                            className={`${styles.sub} ${styles.all}`}
                            onClick={onClose}
                          >
                            {shellChrome.allInCategory}
                          </Link>
                        </li>
                        {category.subcategories.map((subcategory) => (
                          <li key={subcategory.id}>
                            <Link
                              to={href({ subcategory_id: subcategory.id })}
                              className={styles.sub}
                              onClick={onClose}
                            >
                              {subcategory.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </CatalogueState>
      </div>
    </div>,
    document.body,
  );
}
