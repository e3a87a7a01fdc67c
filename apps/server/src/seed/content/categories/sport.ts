import { clothingSize, delivery } from '../common.ts';
import { checkbox, range, select, type CategorySeed } from '../types.ts';

export const sport: CategorySeed = {
  name: 'Спорт и отдых',
  slug: 'sport',
  icon: 'volleyball',
  kind: 'goods',
  companyShare: 0.2,
  companies: ['ООО "СпортЛайн"', 'ИП Волков Д. И. «Вело-Мастер»'],
  subcategories: [
    {
      name: 'Велосипеды',
      slug: 'bicycles',
      filters: [
        select('kind', 'Тип', ['Горный', 'Городской', 'Шоссейный', 'Детский', 'Электровелосипед']),
        select('brand', 'Производитель', ['Stels', 'Forward', 'Merida', 'Trek', 'Giant', 'Stark']),
        range('wheel', 'Диаметр колёс', 'дюйм', 12, 29),
        delivery,
      ],
      titles: ['Велосипед {brand}', '{kind_title} {brand}', 'Велосипед {brand}, колёса {wheel}"'],
      derived: {
        kind_title: {
          from: 'kind',
          map: {
            Горный: 'Горный велосипед',
            Городской: 'Городской велосипед',
            Шоссейный: 'Шоссейный велосипед',
            Детский: 'Детский велосипед',
            Электровелосипед: 'Электровелосипед',
          },
        },
      },
      descriptions: [
        'Обслужен перед сезоном, цепь и тормоза новые.',
        'Рама алюминиевая, лёгкий.',
        'Катались по городу, не падал.',
        '21 скорость, дисковые тормоза.',
      ],
      price: [2500, 150000],
    },
    {
      name: 'Тренажёры и фитнес',
      slug: 'fitness',
      filters: [
        select('kind', 'Вид', [
          'Беговая дорожка',
          'Велотренажёр',
          'Гантели',
          'Гиря',
          'Коврик для йоги',
          'Турник',
        ]),
        checkbox('folding', 'Складной'),
        delivery,
      ],
      titles: ['{kind}', '{kind}, {state|agree:kind}', '{kind} для дома'],
      words: { state: ['как новый'] },
      descriptions: [
        'Занимались пару месяцев, потом забросили.',
        'Выдерживает до 120 кг.',
        'Занимает мало места.',
      ],
      price: [500, 80000],
    },
    {
      name: 'Зимние виды спорта',
      slug: 'winter-sports',
      filters: [
        select('kind', 'Вид', ['Горные лыжи', 'Беговые лыжи', 'Сноуборд']),
        range('length', 'Ростовка', 'см', 90, 200, { step: 5 }),
        delivery,
      ],
      titles: ['{kind}, {length} см', '{kind} с креплениями', '{kind}'],
      descriptions: [
        'Катался два сезона, скользяк целый.',
        'Канты заточены, всё готово к сезону.',
        'Подойдёт для начинающих.',
      ],
      price: [1000, 45000],
    },
    {
      name: 'Туризм и кемпинг',
      slug: 'camping',
      filters: [
        select('kind', 'Вид', [
          'Палатка',
          'Спальник',
          'Рюкзак туристический',
          'Горелка',
          'Коврик',
          'Лодка надувная',
        ]),
        range('capacity', 'Вместимость', 'чел.', 1, 8, { sample: [1, 4] }),
        delivery,
      ],
      titles: ['{kind}', '{kind}, вместимость {capacity} чел.', '{kind} для похода'],
      descriptions: [
        'Были в двух походах, всё целое.',
        'Не промокает, швы проклеены.',
        'Весит немного, удобно нести.',
      ],
      price: [500, 40000],
    },
    {
      name: 'Игры с мячом и единоборства',
      slug: 'team-sports',
      filters: [
        select('kind', 'Вид', [
          'Футбольный мяч',
          'Баскетбольный мяч',
          'Бутсы',
          'Боксёрские перчатки',
          'Кимоно',
        ]),
        clothingSize,
        delivery,
      ],
      titles: ['{kind}', '{kind} Adidas', '{kind} Nike, размер {size}'],
      descriptions: [
        'Оригинал, почти не пользовались.',
        'Ребёнок вырос, отдаём.',
        'Подходит для тренировок и игр.',
      ],
      price: [300, 12000],
    },
    {
      name: 'Самокаты и гироскутеры',
      slug: 'scooters',
      filters: [
        select('kind', 'Вид', ['Самокат', 'Электросамокат', 'Гироскутер', 'Скейтборд', 'Моноколесо']),
        range('max_speed', 'Максимальная скорость', 'км/ч', 10, 60, { step: 5 }),
        delivery,
      ],
      titles: ['{kind} Xiaomi', '{kind} Kugoo', '{kind}, до {max_speed} км/ч'],
      descriptions: [
        'Держит заряд на 25 км.',
        'Катались один сезон, всё исправно.',
        'Помещается в багажник.',
      ],
      price: [1500, 70000],
    },
  ],
};
