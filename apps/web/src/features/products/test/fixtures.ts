import type { Category, Filter, ProductCard, ProductDetail, ProductList, ProductsReply } from '@mp/contract';

export function productCard(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Товар ${id}`,
    price: 1000 * id,
    old_price: null,
    quantity: 1,
    category_id: 1,
    subcategory_id: 11,
    city_id: 1,
    city_name: 'Москва',
    is_vip: false,
    condition: 'used',
    seller_type: 'private',
    images: [
      {
        id: id * 10,
        path: `/storage/products/${id}/card.webp`,
        full_path: `/storage/products/${id}/full.webp`,
      },
    ],
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function list(ids: number[], page: number, lastPage: number, total = ids.length): ProductList {
  return {
    data: ids.map((id) => productCard(id)),
    pagination: { current_page: page, last_page: lastPage, per_page: 20, total },
  };
}

export function reply(inCities: ProductList, other: ProductList): ProductsReply {
  return { products_in_selected_cities: inCities, other_products: other };
}

export const categories: Category[] = [
  {
    id: 1,
    name: 'Электроника',
    slug: 'electronics',
    icon: 'electronics',
    subcategories: [
      { id: 11, category_id: 1, name: 'Телефоны', slug: 'phones' },
      { id: 12, category_id: 1, name: 'Ноутбуки', slug: 'laptops' },
    ],
  },
  {
    id: 6,
    name: 'Авто',
    slug: 'auto',
    icon: 'auto',
    subcategories: [{ id: 61, category_id: 6, name: 'Автомобили', slug: 'cars' }],
  },
];

export const phoneFilters: Filter[] = [
  {
    id: 1,
    subcategory_id: 11,
    name: 'brand',
    label: 'Бренд',
    type: 'select',
    unit: null,
    values: [
      { id: 1, value: 'Apple' },
      { id: 2, value: 'Samsung' },
    ],
    min: null,
    max: null,
  },
  {
    id: 2,
    subcategory_id: 11,
    name: 'memory',
    label: 'Память',
    type: 'range',
    unit: 'ГБ',
    values: [],
    min: 16,
    max: 1024,
  },
  {
    id: 3,
    subcategory_id: 11,
    name: 'delivery',
    label: 'С доставкой',
    type: 'checkbox',
    unit: null,
    values: [],
    min: null,
    max: null,
  },
];

export const productDetail: ProductDetail = {
  ...productCard(42, {
    name: 'Велосипед Stels Navigator 700',
    price: 12500,
    old_price: 15000,
    quantity: 3,
    is_vip: true,
    images: [
      { id: 1, path: '/storage/products/42/1-card.webp', full_path: '/storage/products/42/1-full.webp' },
      { id: 2, path: '/storage/products/42/2-card.webp', full_path: '/storage/products/42/2-full.webp' },
    ],
    created_at: '2026-11-12T09:30:00.000Z',
  }),
  description: 'Отличное состояние.\nОбслужен в сентябре.',
  category_name: 'Спорт',
  subcategory_name: 'Велосипеды',
  address: 'ул. Тверская, 1',
  latitude: 55.76,
  longitude: 37.61,
  views: 1234,
  city: {
    id: 1,
    name: 'Москва',
    region: 'Москва',
    latitude: 55.75,
    longitude: 37.62,
    population: 12_600_000,
  },
  seller: {
    id: 7,
    name: 'Иван',
    type: 'private',
    company_name: null,
    profile_photo_url: null,
    created_at: '2024-11-05T12:00:00.000Z',
    active_ads: 5,
  },
  attributes: [
    { name: 'frame', label: 'Размер рамы', value: '19"' },
    { name: 'wheels', label: 'Диаметр колёс', value: '28' },
  ],
};
