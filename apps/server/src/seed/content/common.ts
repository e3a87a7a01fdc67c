import { checkbox, select } from './types.ts';

/** Filters shared by many subcategories. */
export const delivery = checkbox('delivery', 'С доставкой');
export const warranty = checkbox('warranty', 'Гарантия');
export const color = select('color', 'Цвет', [
  'Чёрный',
  'Белый',
  'Серый',
  'Синий',
  'Красный',
  'Зелёный',
  'Бежевый',
  'Коричневый',
]);
export const clothingSize = select('size', 'Размер', ['XS', 'S', 'M', 'L', 'XL', 'XXL']);
export const shoeSize = select('size', 'Размер', [
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
]);
export const season = select('season', 'Сезон', ['Лето', 'Демисезон', 'Зима', 'Всесезонный']);
