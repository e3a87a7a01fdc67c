import { delivery } from '../common.ts';
import { checkbox, range, select, type CategorySeed } from '../types.ts';

export const hobby: CategorySeed = {
  name: 'Хобби и отдых',
  slug: 'hobby',
  icon: 'guitar',
  kind: 'goods',
  companyShare: 0.15,
  companies: ['ООО "Музторг-Регион"', 'ООО "Игровед Плюс"'],
  subcategories: [
    {
      name: 'Музыкальные инструменты',
      slug: 'music-instruments',
      filters: [
        select('kind', 'Вид', ['Гитара', 'Синтезатор', 'Пианино', 'Скрипка', 'Барабаны', 'Укулеле']),
        select('brand', 'Производитель', ['Yamaha', 'Fender', 'Gibson', 'Casio', 'Roland', 'Cort']),
        delivery,
      ],
      titles: ['{kind} {brand}', '{kind} {brand} с чехлом', '{kind} {brand} для начинающих'],
      descriptions: ['Звучит отлично, строй держит.', 'Чехол и ремень в подарок.', 'Профилактика у мастера.'],
      price: [2000, 250000],
    },
    {
      name: 'Коллекционирование',
      slug: 'collecting',
      filters: [
        select('kind', 'Вид', ['Монеты', 'Марки', 'Значки', 'Банкноты', 'Фарфоровые статуэтки']),
        range('year', 'Год', null, 1700, 2026, { sample: [1961, 1991] }),
      ],
      titles: ['{kind} СССР, {year} г.', '{kind}, коллекция', '{kind} {year} года'],
      descriptions: ['Сохранность отличная.', 'Из личной коллекции.', 'Подлинность гарантирую.'],
      price: [100, 300000],
      condition: 'used',
    },
    {
      name: 'Настольные игры',
      slug: 'board-games',
      filters: [
        select('players', 'Число игроков', ['2', '2-4', '3-6', '4-8']),
        range('min_age', 'Возраст от', 'лет', 3, 18),
        delivery,
      ],
      titles: ['{game}', 'Настольная игра «{game}»', '{game}, полный комплект'],
      words: {
        game: [
          'Каркассон',
          'Монополия',
          'Колонизаторы',
          'Манчкин',
          'Имаджинариум',
          'Шахматы',
          'Ticket to Ride',
        ],
      },
      descriptions: ['Все карточки и фишки на месте.', 'Играли пару раз.'],
      price: [300, 10000],
    },
    {
      name: 'Билеты и путешествия',
      slug: 'tickets',
      filters: [
        select('kind', 'Вид', ['Концерт', 'Театр', 'Спорт', 'Путёвка', 'Кино']),
        checkbox('e_ticket', 'Электронный билет'),
      ],
      titles: ['{ticket}', '{ticket}, по номиналу'],
      derived: {
        ticket: {
          from: 'kind',
          map: {
            Концерт: 'Билеты на концерт',
            Театр: 'Билеты в театр',
            Спорт: 'Билеты на футбол',
            Путёвка: 'Путёвка в Сочи на неделю',
            Кино: 'Билеты в кино',
          },
        },
      },
      descriptions: [
        'Продаю по номиналу.',
        'Не смогу пойти, продам со скидкой.',
        'Передам лично или электронно.',
      ],
      price: [500, 150000],
      condition: 'new',
    },
    {
      name: 'Охота и рыбалка',
      slug: 'fishing',
      filters: [
        select('kind', 'Вид', ['Спиннинг', 'Катушка', 'Эхолот', 'Палатка зимняя', 'Приманки', 'Одежда']),
        delivery,
      ],
      titles: ['{kind}', '{kind} Shimano', '{kind} для рыбалки'],
      descriptions: ['Использовал один сезон.', 'Всё в рабочем состоянии.'],
      price: [300, 60000],
    },
  ],
};
