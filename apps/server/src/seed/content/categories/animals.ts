import { delivery } from '../common.ts';
import { checkbox, range, select, type CategorySeed } from '../types.ts';

const ageMonths = range('age_months', 'Возраст', 'мес.', 1, 120, { sample: [2, 24] });
const gender = select('gender', 'Пол', ['Мальчик', 'Девочка']);
const pedigree = checkbox('pedigree', 'С родословной');

export const animals: CategorySeed = {
  name: 'Животные',
  slug: 'animals',
  icon: '🐾',
  kind: 'animals',
  companyShare: 0.15,
  companies: ['ООО "Зоомагазин Четыре Лапы"', 'ИП Зайцева Т. В. «Питомник Северная Звезда»'],
  subcategories: [
    {
      name: 'Собаки',
      slug: 'dogs',
      filters: [
        select('breed', 'Порода', [
          'Лабрадор',
          'Немецкая овчарка',
          'Шпиц',
          'Хаски',
          'Корги',
          'Йоркширский терьер',
          'Метис',
        ]),
        gender,
        ageMonths,
        pedigree,
      ],
      titles: ['Щенки породы {breed}', '{breed}, {gender}', 'Щенок {breed}'],
      descriptions: [
        'Привиты по возрасту, есть ветпаспорт.',
        'Приучены к пелёнке.',
        'Родители с отличной родословной.',
      ],
      price: [1000, 120000],
      condition: 'new',
    },
    {
      name: 'Кошки',
      slug: 'cats',
      filters: [
        select('breed', 'Порода', [
          'Британская',
          'Шотландская вислоухая',
          'Мейн-кун',
          'Сфинкс',
          'Бенгальская',
          'Беспородная',
        ]),
        gender,
        ageMonths,
        pedigree,
      ],
      titles: ['Котёнок, порода: {breed}', '{breed} кошка', 'Котята, порода: {breed}'],
      descriptions: ['Приучены к лотку и когтеточке.', 'Ласковые и игривые.', 'Обработаны от паразитов.'],
      price: [500, 90000],
      condition: 'new',
    },
    {
      name: 'Птицы',
      slug: 'birds',
      filters: [
        select('kind', 'Вид', ['Волнистый попугай', 'Корелла', 'Канарейка', 'Амадина', 'Жако']),
        delivery,
      ],
      titles: ['{kind}', '{kind}, молодые', '{kind} с клеткой'],
      descriptions: ['Ручные, хорошо едят.', 'Клетка в подарок.'],
      price: [500, 150000],
      condition: 'new',
    },
    {
      name: 'Аквариум',
      slug: 'aquarium',
      filters: [
        range('volume', 'Объём', 'л', 10, 500, { sample: [20, 300], step: 10 }),
        checkbox('equipment', 'С оборудованием'),
      ],
      titles: ['Аквариум {volume} л', 'Аквариум {volume} литров с рыбками', 'Аквариум {volume} л с тумбой'],
      descriptions: ['Фильтр, обогреватель, подсветка.', 'Без протечек и царапин.'],
      price: [500, 60000],
    },
    {
      name: 'Грызуны',
      slug: 'rodents',
      filters: [
        select('kind', 'Вид', ['Хомяк', 'Морская свинка', 'Шиншилла', 'Крыса декоративная', 'Кролик']),
        gender,
      ],
      titles: ['{kind}', '{kind}, {gender}', '{kind} с клеткой'],
      descriptions: ['Ручные, не кусаются.', 'Отдаём вместе с кормом.'],
      price: [200, 15000],
      condition: 'new',
    },
    {
      name: 'Товары для животных',
      slug: 'pet-supplies',
      filters: [
        select('kind', 'Вид', ['Корм', 'Переноска', 'Лежанка', 'Когтеточка', 'Поводок', 'Клетка']),
        select('pet', 'Для кого', ['Для собак', 'Для кошек', 'Для грызунов', 'Для птиц']),
        delivery,
      ],
      titles: ['{kind} {pet_gen}', '{kind} {pet_gen}, в отличном состоянии'],
      derived: {
        pet_gen: {
          from: 'pet',
          map: {
            'Для собак': 'для собак',
            'Для кошек': 'для кошек',
            'Для грызунов': 'для грызунов',
            'Для птиц': 'для птиц',
          },
        },
      },
      descriptions: ['Почти не пользовались.', 'Отдам вместе.'],
      price: [150, 12000],
    },
  ],
};
