import type { Category } from '@mp/contract';
import styles from './CategoryIcon.module.css';

const palette = [
  ['#e5f6ff', '#0088cc'],
  ['#fff1e0', '#d9730d'],
  ['#e8f8ee', '#14995b'],
  ['#f3ecff', '#7a4fd6'],
  ['#ffe9ec', '#d6334a'],
  ['#fff8d6', '#a07d00'],
  ['#e6f4f1', '#1f8a7a'],
  ['#eef0f3', '#4b5563'],
] as const;

/** An emoji icon from the catalogue when it has one, otherwise the initial on a tinted tile. */
export function CategoryIcon({ category, large = false }: { category: Category; large?: boolean }) {
  const emoji = /\P{ASCII}/u.test(category.icon) ? category.icon : null;
  const [background, color] = palette[category.id % palette.length] ?? palette[0];
  return (
    <span
      className={[styles.icon, large && styles.large].filter(Boolean).join(' ')}
      style={{ background, color }}
      aria-hidden="true"
    >
      {emoji ?? category.name.slice(0, 1)}
    </span>
  );
}
