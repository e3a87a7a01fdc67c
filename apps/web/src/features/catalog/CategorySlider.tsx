import { useState } from 'react';
import { Link } from 'react-router';
import { shellLabels } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { AllCategoriesSheet } from './AllCategoriesSheet.tsx';
import { useCategories } from './api.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { useCategoryHref } from './useCategoryHref.ts';
import styles from './CategorySlider.module.css';

/** Phones only: a row of category tiles that scrolls sideways, ending with «Все категории». */
export function CategorySlider() {
  const { data: categories } = useCategories();
  const href = useCategoryHref();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <ul className={styles.slider}>
        <li>
          <button type="button" className={styles.tile} onClick={() => setSheetOpen(true)}>
            <span className={styles.all}>
              <Icon name="grid" />
            </span>
            <span className={styles.label}>{shellLabels.allCategories}</span>
          </button>
        </li>
        {categories
          ? categories.map((category) => (
              <li key={category.id}>
                <Link to={href({ category_id: category.id })} className={styles.tile}>
                  <CategoryIcon category={category} large />
                  <span className={styles.label}>{category.name}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i} className={styles.tile}>
                <Skeleton width={52} height={52} radius={16} />
                <Skeleton width={60} height={12} />
              </li>
            ))}
      </ul>
      <AllCategoriesSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}
