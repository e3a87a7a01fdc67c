import type { Category, CategoryIconName } from '@mp/contract';
import {
  Baby,
  BookOpen,
  Briefcase,
  Car,
  Guitar,
  House,
  PawPrint,
  Shirt,
  Smartphone,
  Sofa,
  Volleyball,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import styles from './CategoryIcon.module.css';

const pictures: Record<CategoryIconName, LucideIcon> = {
  'paw-print': PawPrint,
  car: Car,
  'book-open': BookOpen,
  shirt: Shirt,
  smartphone: Smartphone,
  guitar: Guitar,
  sofa: Sofa,
  briefcase: Briefcase,
  baby: Baby,
  house: House,
  wrench: Wrench,
  volleyball: Volleyball,
};

const palette = [
  ['#e5f6ff', '#0077b3'],
  ['#fff1e0', '#b35c00'],
  ['#e8f8ee', '#12804c'],
  ['#f3ecff', '#6b3fc7'],
  ['#ffe9ec', '#c02a40'],
  ['#fff8d6', '#806400'],
  ['#e6f4f1', '#17796b'],
  ['#eef0f3', '#4b5563'],
] as const;

const isPictured = (icon: string): icon is CategoryIconName => Object.hasOwn(pictures, icon);

/**
 * The category's picture on a tinted tile: a drawn icon (SVG, no font needed) for the catalogue's icon
 * names, otherwise the category's initial.
 */
export function CategoryIcon({ category, large = false }: { category: Category; large?: boolean }) {
  const [background, color] = palette[category.id % palette.length] ?? palette[0];
  const Picture = isPictured(category.icon) ? pictures[category.icon] : null;
  return (
    <span
      className={[styles.icon, large && styles.large].filter(Boolean).join(' ')}
      style={{ background, color }}
      aria-hidden="true"
    >
      {Picture ? <Picture size={large ? 28 : 18} strokeWidth={1.8} /> : category.name.slice(0, 1)}
    </span>
  );
}
