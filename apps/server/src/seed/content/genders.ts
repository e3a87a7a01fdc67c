import type { Gender } from '../grammar.ts';

/**
 * Genders of the nouns that adjectives agree with in ad titles (`{state|agree:kind}`), keyed by the
 * whole value as it appears in `words` or in a filter's values.
 */
export const nounGenders: Readonly<Record<string, Gender>> = {
  // Clothing
  Платье: 'n',
  Пальто: 'n',
  Куртка: 'f',
  'Куртка зимняя': 'f',
  Пуховик: 'm',
  Джинсы: 'pl',
  Блузка: 'f',
  Костюм: 'm',
  Тренч: 'm',
  Юбка: 'f',
  Парка: 'f',
  Рубашка: 'f',
  Толстовка: 'f',
  Ветровка: 'f',
  Пиджак: 'm',
  Худи: 'n',
  Жилетка: 'f',
  // Furniture and appliances
  Диван: 'm',
  Шкаф: 'm',
  Кровать: 'f',
  Стол: 'm',
  Стулья: 'pl',
  Комод: 'm',
  Кресло: 'n',
  Холодильник: 'm',
  'Стиральная машина': 'f',
  'Посудомоечная машина': 'f',
  Пылесос: 'm',
  Микроволновка: 'f',
  'Духовой шкаф': 'm',
  // Kitchen
  Сервиз: 'm',
  'Набор кастрюль': 'm',
  Сковорода: 'f',
  'Набор ножей': 'm',
  Чайник: 'm',
  Блендер: 'm',
  // Tools
  'Дрель-шуруповёрт': 'f',
  Перфоратор: 'm',
  'Лазерный уровень': 'm',
  Бетономешалка: 'f',
  'Торцовочная пила': 'f',
  // Fitness
  'Беговая дорожка': 'f',
  Велотренажёр: 'm',
  Гантели: 'pl',
  Гиря: 'f',
  'Коврик для йоги': 'm',
  Турник: 'm',
  // Kids' furniture
  Кроватка: 'f',
  'Стульчик для кормления': 'm',
  'Пеленальный комод': 'm',
  Манеж: 'm',
  Парта: 'f',
  // Birds
  'Волнистый попугай': 'm',
  Корелла: 'f',
  Канарейка: 'f',
  Амадина: 'f',
  Жако: 'm',
};

export function genderOf(noun: string): Gender {
  const gender = nounGenders[noun];
  if (!gender) throw new Error(`«${noun}» has no gender in content/genders.ts`);
  return gender;
}
