import { checkbox, range, select, type CategorySeed } from '../types.ts';

const floors = range('floors', 'Этажей в доме', null, 1, 40, { sample: [5, 25] });
const floor = range('floor', 'Этаж', null, 1, 40, { sample: [1, 25], atMost: 'floors' });
const rooms = select('rooms', 'Количество комнат', ['1', '2', '3', '4', '5']);
const houseType = select('house_type', 'Тип дома', ['Панельный', 'Кирпичный', 'Монолитный', 'Блочный']);

export const realty: CategorySeed = {
  name: 'Недвижимость',
  slug: 'realty',
  icon: 'house',
  kind: 'realty',
  companyShare: 0.4,
  companies: ['ООО "АН Этажи Плюс"', 'ООО "Городское агентство недвижимости"', 'ООО "СК Новый Квартал"'],
  subcategories: [
    {
      name: 'Квартиры — продажа',
      slug: 'apartments-sale',
      filters: [
        rooms,
        range('area', 'Общая площадь', 'м²', 10, 300, { sample: [28, 110] }),
        floors,
        floor,
        houseType,
      ],
      titles: ['{rooms}-к. квартира, {area} м², {floor}/{floors} эт.'],
      descriptions: [
        'Светлая квартира с хорошим ремонтом, окна во двор.',
        'Один взрослый собственник, более 5 лет, без обременений.',
        'Рядом школа, детский сад, магазины и остановка.',
        'Подходит под ипотеку и материнский капитал.',
        'Свободная продажа, быстрый выход на сделку.',
      ],
      price: [2500000, 35000000],
    },
    {
      name: 'Квартиры — аренда',
      slug: 'apartments-rent',
      filters: [
        rooms,
        range('area', 'Общая площадь', 'м²', 10, 300, { sample: [25, 95] }),
        floors,
        floor,
        checkbox('pets', 'Можно с животными'),
        checkbox('furniture', 'Есть мебель'),
      ],
      titles: ['{rooms}-к. квартира, {area} м², {floor}/{floors} эт.'],
      descriptions: [
        'Сдаётся на длительный срок, без посредников.',
        'Есть вся мебель и техника, заезжай и живи.',
        'Коммунальные платежи по счётчикам.',
        'Залог по договорённости, можно разбить.',
      ],
      price: [12000, 150000],
    },
    {
      name: 'Комнаты',
      slug: 'rooms',
      filters: [range('area', 'Площадь комнаты', 'м²', 6, 50, { sample: [9, 22] }), floors, floor],
      titles: ['Комната {area} м² в 3-к., {floor}/{floors} эт.', 'Комната {area} м², {floor}/{floors} эт.'],
      descriptions: ['Соседи спокойные, кухня большая.', 'Комната с балконом.', 'Рядом метро.'],
      price: [8000, 3500000],
    },
    {
      name: 'Дома, дачи, коттеджи',
      slug: 'houses',
      filters: [
        select('kind', 'Вид объекта', ['Дом', 'Дача', 'Коттедж', 'Таунхаус']),
        range('area', 'Площадь дома', 'м²', 20, 600, { sample: [40, 250] }),
        range('land', 'Площадь участка', 'сот.', 2, 50, { sample: [4, 20] }),
        select('material', 'Материал стен', ['Кирпич', 'Брус', 'Газоблок', 'Каркасный', 'Бревно']),
      ],
      titles: ['{kind} {area} м² на участке {land} сот.', '{kind}, {material|lower}, {area} м²'],
      descriptions: [
        'Газ, свет, скважина.',
        'Круглогодичный подъезд.',
        'Баня и гараж на участке.',
        'Тихое место у леса.',
      ],
      price: [800000, 45000000],
    },
    {
      name: 'Земельные участки',
      slug: 'land',
      filters: [
        range('land', 'Площадь', 'сот.', 2, 200, { sample: [4, 30] }),
        select('purpose', 'Назначение', ['ИЖС', 'СНТ, ДНП', 'Сельхозназначения', 'Промназначения']),
      ],
      titles: ['Участок {land} сот. ({purpose|lower})', 'Земельный участок {land} сот.'],
      descriptions: ['Электричество по границе.', 'Ровный, сухой, есть межевание.', 'Рядом река и лес.'],
      price: [150000, 8000000],
      condition: 'used',
    },
    {
      name: 'Гаражи и машиноместа',
      slug: 'garages',
      filters: [
        select('kind', 'Тип', ['Гараж', 'Машиноместо', 'Бокс']),
        range('area', 'Площадь', 'м²', 10, 60, { sample: [15, 30] }),
        checkbox('security', 'Охрана'),
      ],
      titles: ['{kind}, {area} м²', '{kind} в ГСК', '{kind} в подземном паркинге'],
      descriptions: ['Сухо, есть свет.', 'Круглосуточная охрана.'],
      price: [150000, 2500000],
      condition: 'used',
    },
    {
      name: 'Коммерческая недвижимость',
      slug: 'commercial',
      filters: [
        select('kind', 'Вид объекта', [
          'Офис',
          'Торговое помещение',
          'Склад',
          'Производство',
          'Свободного назначения',
        ]),
        range('area', 'Площадь', 'м²', 10, 5000, { sample: [20, 600], step: 5 }),
      ],
      titles: ['{kind}, {area} м²', '{kind} {area} м² на первой линии'],
      descriptions: [
        'Отдельный вход, высокий трафик.',
        'Собственник, без комиссии.',
        'Парковка для клиентов.',
      ],
      price: [25000, 60000000],
    },
  ],
};
