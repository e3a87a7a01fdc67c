import { delivery } from '../common.ts';
import { checkbox, range, select, type CategorySeed } from '../types.ts';

const ageMonths = range('age_months', 'Возраст', 'мес.', 1, 120, { sample: [2, 24] });
const gender = select('gender', 'Пол', ['Мальчик', 'Девочка']);
const pedigree = checkbox('pedigree', 'С родословной');

export const animals: CategorySeed = {
  name: 'Животные',
  slug: 'animals',
  icon: 'paw-print',
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
      titles: [
        'Щенки {breed_gen}',
        '{breed}, {gender|lower}, {age_months|count:месяц/месяца/месяцев}',
        'Щенок {breed_gen}, {gender|lower}',
      ],
      derived: {
        breed_gen: {
          from: 'breed',
          map: {
            Лабрадор: 'лабрадора',
            'Немецкая овчарка': 'немецкой овчарки',
            Шпиц: 'шпица',
            Хаски: 'хаски',
            Корги: 'корги',
            'Йоркширский терьер': 'йоркширского терьера',
            Метис: 'метиса',
          },
        },
      },
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
      titles: ['{kitten}, {gender|lower}', '{kittens}', '{kitten}, {age_months|count:месяц/месяца/месяцев}'],
      derived: {
        kitten: {
          from: 'breed',
          map: {
            Британская: 'Британский котёнок',
            'Шотландская вислоухая': 'Шотландский вислоухий котёнок',
            'Мейн-кун': 'Котёнок мейн-кун',
            Сфинкс: 'Котёнок сфинкс',
            Бенгальская: 'Бенгальский котёнок',
            Беспородная: 'Котёнок в добрые руки',
          },
        },
        kittens: {
          from: 'breed',
          map: {
            Британская: 'Британские котята',
            'Шотландская вислоухая': 'Шотландские вислоухие котята',
            'Мейн-кун': 'Котята мейн-кун',
            Сфинкс: 'Котята сфинкса',
            Бенгальская: 'Бенгальские котята',
            Беспородная: 'Котята в добрые руки',
          },
        },
      },
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
      titles: ['{kind}', '{kind}, {age|agree:kind}', '{kind} с клеткой'],
      words: { age: ['молодой'] },
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
      titles: [
        'Аквариум {volume} л',
        'Аквариум на {volume|count:литр/литра/литров} с рыбками',
        'Аквариум {volume} л с тумбой',
      ],
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
      titles: ['{kind}', '{kind}, {gender|lower}', '{kind} с клеткой'],
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
