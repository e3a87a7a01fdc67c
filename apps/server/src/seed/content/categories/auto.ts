import { color, delivery } from '../common.ts';
import { checkbox, range, select, type CategorySeed } from '../types.ts';

const year = range('year', 'Год выпуска', null, 1990, 2026, { sample: [2000, 2025] });
const mileage = range('mileage', 'Пробег', 'км', 0, 500000, { sample: [5000, 300000], step: 1000 });

export const auto: CategorySeed = {
  name: 'Транспорт',
  slug: 'auto',
  icon: 'car',
  kind: 'vehicles',
  companyShare: 0.25,
  companies: ['ООО "АвтоЛидер"', 'ООО "Шинный Центр"', 'ООО "Автозапчасти 24"'],
  subcategories: [
    {
      name: 'Автомобили',
      slug: 'cars',
      filters: [
        select('brand', 'Марка', [
          'Lada',
          'Toyota',
          'Kia',
          'Hyundai',
          'Volkswagen',
          'Skoda',
          'BMW',
          'Haval',
          'Chery',
        ]),
        year,
        mileage,
        select('transmission', 'Коробка передач', ['Механика', 'Автомат', 'Робот', 'Вариатор']),
        select('body', 'Кузов', ['Седан', 'Хэтчбек', 'Универсал', 'Внедорожник', 'Кроссовер']),
        color,
      ],
      titles: [
        '{brand} {model} {year}',
        '{brand} {model}, {year}',
        '{brand} {model} {year}, {transmission|lower}',
      ],
      models: {
        Lada: ['Granta', 'Vesta', 'Niva Travel', 'Largus', 'Priora'],
        Toyota: ['Camry', 'Corolla', 'RAV4', 'Land Cruiser Prado'],
        Kia: ['Rio', 'Ceed', 'Sportage', 'K5'],
        Hyundai: ['Solaris', 'Creta', 'Tucson', 'Elantra'],
        Volkswagen: ['Polo', 'Tiguan', 'Passat', 'Jetta'],
        Skoda: ['Octavia', 'Rapid', 'Kodiaq'],
        BMW: ['3 серии', '5 серии', 'X5'],
        Haval: ['Jolion', 'F7', 'Dargo'],
        Chery: ['Tiggo 7 Pro', 'Tiggo 4', 'Tiggo 8'],
      },
      descriptions: [
        'Один владелец, обслуживание у дилера.',
        'Не бита, не крашена, родной пробег.',
        'Зимняя резина в подарок.',
        'ПТС оригинал, ограничений нет.',
        'Сел и поехал, вложений не требует.',
        'Торг у капота.',
      ],
      price: [150000, 6500000],
      condition: 'used',
    },
    {
      name: 'Мотоциклы и мототехника',
      slug: 'motorcycles',
      filters: [
        select('kind', 'Вид', ['Мотоцикл', 'Скутер', 'Квадроцикл', 'Снегоход', 'Питбайк']),
        select('brand', 'Марка', ['Honda', 'Yamaha', 'Kawasaki', 'Suzuki', 'BRP', 'Stels']),
        year,
        range('engine', 'Объём двигателя', 'см³', 50, 1800, { step: 50 }),
      ],
      titles: ['{kind} {brand}, {year}', '{brand} {engine} куб.', '{kind} {brand}'],
      descriptions: ['Ухоженный, хранился в гараже.', 'Документы в порядке.', 'Свежее масло и фильтры.'],
      price: [30000, 900000],
    },
    {
      name: 'Грузовики и спецтехника',
      slug: 'trucks',
      filters: [
        select('kind', 'Вид', ['Грузовик', 'Фургон', 'Экскаватор', 'Трактор', 'Самосвал']),
        select('brand', 'Марка', ['ГАЗ', 'КАМАЗ', 'МАЗ', 'Ford', 'Hyundai', 'JCB']),
        year,
      ],
      titles: ['{kind} {brand}, {year}', '{kind} {brand} в работе'],
      descriptions: ['Техника в работе, всё исправно.', 'Возможен лизинг.', 'НДС включён.'],
      price: [400000, 12000000],
    },
    {
      name: 'Запчасти и аксессуары',
      slug: 'parts',
      filters: [
        select('kind', 'Вид', [
          'Двигатель',
          'Кузовные детали',
          'Оптика',
          'Подвеска',
          'Электрика',
          'Аудиотехника',
        ]),
        checkbox('original', 'Оригинал'),
        delivery,
      ],
      titles: ['{item} для {car}', '{item} на {car}, оригинал', '{item} {car}'],
      words: {
        item: ['Фара передняя', 'Капот', 'Амортизаторы', 'Генератор', 'Бампер', 'Магнитола', 'Зеркало'],
        car: ['Kia Rio', 'Hyundai Solaris', 'Lada Vesta', 'VW Polo', 'Toyota Camry', 'Ford Focus'],
      },
      descriptions: ['Снято с целого автомобиля.', 'Отправлю транспортной компанией.', 'Подбор по VIN.'],
      price: [300, 150000],
    },
    {
      name: 'Шины, диски и колёса',
      slug: 'tires',
      filters: [
        select('season', 'Сезонность', ['Летние', 'Зимние нешипованные', 'Зимние шипованные', 'Всесезонные']),
        select('radius', 'Диаметр', ['R14', 'R15', 'R16', 'R17', 'R18', 'R19']),
        select('brand', 'Производитель', [
          'Michelin',
          'Nokian',
          'Continental',
          'Pirelli',
          'Yokohama',
          'Cordiant',
        ]),
        delivery,
      ],
      titles: [
        'Шины {brand} {radius}, {season|lower}',
        '{season} шины {brand} 205/55 {radius}',
        'Комплект колёс {radius}',
      ],
      descriptions: ['Остаток протектора 6-7 мм.', 'Без порезов и грыж.', 'Комплект 4 штуки.'],
      price: [2000, 120000],
    },
    {
      name: 'Водный транспорт',
      slug: 'boats',
      filters: [
        select('kind', 'Вид', ['Лодка ПВХ', 'Моторная лодка', 'Катер', 'Гидроцикл']),
        range('length', 'Длина', 'м', 2, 15, { sample: [2, 8] }),
      ],
      titles: ['{kind}, {length} м', '{kind}'],
      descriptions: [
        'Всё готово к сезону.',
        'Документы в порядке, на учёте в ГИМС.',
        'Хранилось под навесом.',
      ],
      price: [8000, 3500000],
    },
  ],
};
