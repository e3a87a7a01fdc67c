import type { Db } from '../db/client.ts';
import {
  categories,
  cities,
  companies,
  filters,
  filterValues,
  productImages,
  products,
  subcategories,
  users,
} from '../db/schema/index.ts';

/**
 * Small, uniquely named rows for tests. Each test file has its own database, so tests create what
 * they need here and never depend on the demo catalogue.
 */
let sequence = 0;
const next = () => ++sequence;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createCity(db: Db, values: Insert<typeof cities> = {}) {
  const n = next();
  const [row] = await db
    .insert(cities)
    .values({
      name: `Город ${n}`,
      region: 'Область',
      latitude: 55,
      longitude: 37,
      population: 1000 + n,
      ...values,
    })
    .returning();
  return row!;
}

export async function createCategory(db: Db, values: Insert<typeof categories> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Категория ${n}`, slug: `category-${n}`, icon: 'box', position: n, ...values })
    .returning();
  return row!;
}

export async function createSubcategory(
  db: Db,
  categoryId: number,
  values: Insert<typeof subcategories> = {},
) {
  const n = next();
  const [row] = await db
    .insert(subcategories)
    .values({ categoryId, name: `Подкатегория ${n}`, slug: `subcategory-${n}`, position: n, ...values })
    .returning();
  return row!;
}

export interface FilterFixture extends Omit<Insert<typeof filters>, 'subcategoryId'> {
  /** Options of a select filter, in order. */
  options?: string[];
}

export async function createFilter(
  db: Db,
  subcategoryId: number,
  { options = [], ...values }: FilterFixture = {},
) {
  const n = next();
  const [row] = await db
    .insert(filters)
    .values({
      subcategoryId,
      name: `filter${n}`,
      label: `Фильтр ${n}`,
      type: 'select',
      position: n,
      ...values,
    })
    .returning();
  if (options.length > 0) {
    await db
      .insert(filterValues)
      .values(options.map((value, position) => ({ filterId: row!.id, value, position })));
  }
  return row!;
}

export async function createUser(db: Db, values: Insert<typeof users> = {}) {
  const n = next();
  const phone = `7900${String(n).padStart(7, '0')}${String(process.pid % 1000)}`;
  const [row] = await db
    .insert(users)
    .values({ phone, name: `Пользователь ${n}`, ...values })
    .returning();
  return row!;
}

export async function createCompany(db: Db, userId: number, values: Insert<typeof companies> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ userId, name: `Магазин ${next()}`, ...values })
    .returning();
  return row!;
}

export interface ProductFixture extends Insert<typeof products> {
  userId: number;
  subcategory: { id: number; categoryId: number };
  cityId: number;
  /** Number of images to attach (positions 0..n-1), inserted in reverse to prove ordering. */
  images?: number;
}

export async function createProduct(db: Db, { subcategory, images = 0, ...values }: ProductFixture) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: `Товар ${n}`,
      priceKopecks: 100_000,
      categoryId: subcategory.categoryId,
      subcategoryId: subcategory.id,
      ...values,
    })
    .returning();
  const product = row!;
  if (images > 0) {
    const rows = Array.from({ length: images }, (_, i) => images - 1 - i).map((position) => ({
      productId: product.id,
      position,
      path: `/storage/products/${product.id}/${position}-card.webp`,
      fullPath: `/storage/products/${product.id}/${position}-full.webp`,
    }));
    await db.insert(productImages).values(rows);
  }
  return product;
}

/** A date `hours` before now, for created_at. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
