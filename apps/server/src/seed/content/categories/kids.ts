import { color, delivery, season } from '../common.ts';
import { checkbox, range, select, type CategorySeed } from '../types.ts';

const age = select('age', 'Возраст', ['0-1 год', '1-3 года', '3-6 лет', '6-9 лет', '9-12 лет']);

export const kids: CategorySeed = {
  name: 'Детские товары',
  slug: 'kids',
  icon: 'baby',
  kind: 'goods',
  companyShare: 0.2,
  companies: ['ООО "Детский Мир Плюс"', 'ИП Соколова М. Ю. «Кроха»'],
  subcategories: [
    {
      name: 'Детские коляски',
      slug: 'strollers',
      filters: [
        select('kind', 'Тип', ['Прогулочная', 'Универсальная 2 в 1', 'Универсальная 3 в 1', 'Для двойни']),
        select('brand', 'Производитель', ['Cybex', 'Tutis', 'Inglesina', 'Anex', 'Babyzen', 'Happy Baby']),
        color,
        delivery,
      ],
      titles: ['Коляска {brand}, {kind|lower}', 'Коляска {brand}, цвет {color|lower}', 'Коляска {brand}'],
      descriptions: [
        'Все механизмы работают.',
        'Катали один год, без пятен.',
        'Дождевик и сумка в комплекте.',
      ],
      price: [3000, 70000],
    },
    {
      name: 'Автомобильные кресла',
      slug: 'car-seats',
      filters: [
        select('group', 'Группа', ['0+ (до 13 кг)', '0+/1 (до 18 кг)', '1/2/3 (9-36 кг)', '2/3 (15-36 кг)']),
        checkbox('isofix', 'Isofix'),
        delivery,
      ],
      titles: ['Автокресло группы {group}', 'Автокресло Britax Römer, {group}', 'Автолюлька {group}'],
      descriptions: ['Не было в ДТП.', 'Чехол стирали, всё чистое.'],
      price: [1500, 40000],
    },
    {
      name: 'Детская одежда и обувь',
      slug: 'kids-clothing',
      filters: [
        age,
        select('gender', 'Для кого', ['Для мальчиков', 'Для девочек', 'Унисекс']),
        season,
        delivery,
      ],
      titles: ['{item}, {age}', '{item} {gender|lower}', 'Пакет вещей {gender|lower}, {age}'],
      words: { item: ['Комбинезон зимний', 'Куртка', 'Платье', 'Костюм', 'Сапожки', 'Кроссовки'] },
      descriptions: ['Всё в отличном состоянии, без пятен.', 'Выросли, носили один сезон.'],
      price: [200, 8000],
    },
    {
      name: 'Игрушки',
      slug: 'toys',
      filters: [
        age,
        select('kind', 'Вид', ['Конструктор', 'Кукла', 'Машинка', 'Развивающая игрушка', 'Мягкая игрушка']),
        delivery,
      ],
      titles: ['{kind}, {age}', '{kind}, в упаковке'],
      descriptions: ['Все детали на месте.', 'Коробка и инструкция сохранились.'],
      price: [200, 15000],
    },
    {
      name: 'Детская мебель',
      slug: 'kids-furniture',
      filters: [
        select('kind', 'Вид', ['Кроватка', 'Стульчик для кормления', 'Пеленальный комод', 'Манеж', 'Парта']),
        range('max_age', 'Возраст до', 'лет', 1, 14),
        delivery,
      ],
      titles: ['{kind}', '{kind}, {state|agree:kind}', '{kind}, б/у'],
      words: { state: ['почти новый'] },
      descriptions: ['Без сколов и следов зубов.', 'Самовывоз, разобрано.'],
      price: [1000, 30000],
    },
    {
      name: 'Товары для школы',
      slug: 'school',
      filters: [select('kind', 'Вид', ['Ранец', 'Школьная форма', 'Пенал', 'Канцтовары']), delivery],
      titles: ['{kind} для первоклассника', '{kind} для школы'],
      descriptions: ['Пользовались один учебный год.', 'Покупали к 1 сентября.', 'Отдам вместе с тетрадями.'],
      price: [200, 12000],
    },
  ],
};
