import { useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '@mp/contract';
import { shellChrome } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CategoryIcon } from './CategoryIcon.tsx';
import { useCategoryHref } from './useCategoryHref.ts';
import styles from './DesktopCatalogue.module.css';

interface DesktopCatalogueProps {
  categories: Category[];
  onPick: () => void;
}

/** Categories on the left; hovering (or focusing) one shows its subcategories on the right. */
export function DesktopCatalogue({ categories, onPick }: DesktopCatalogueProps) {
  const href = useCategoryHref();
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  return (
    <>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={href({ category_id: category.id })}
              className={styles.category}
              data-active={category.id === active?.id}
              onPointerEnter={() => setActiveId(category.id)}
              onFocus={() => setActiveId(category.id)}
              onClick={onPick}
            >
              <CategoryIcon category={category} />
              <span className={styles.name}>{category.name}</span>
              <Icon name="chevronRight" size={16} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
      {active && (
        <div className={styles.subs}>
          <Link to={href({ category_id: active.id })} className={styles.title} onClick={onPick}>
            {active.name}
          </Link>
          <ul className={styles.grid}>
            <li>
              <Link to={href({ category_id: active.id })} className={styles.sub} onClick={onPick}>
                {shellChrome.allInCategory}
              </Link>
            </li>
            {active.subcategories.map((subcategory) => (
              <li key={subcategory.id}>
                <Link to={href({ subcategory_id: subcategory.id })} className={styles.sub} onClick={onPick}>
                  {subcategory.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
