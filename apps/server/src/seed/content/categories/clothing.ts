import { clothingSize, color, delivery, season, shoeSize } from '../common.ts';
import { checkbox, select, type CategorySeed } from '../types.ts';

const clothingBrands = ['Zara', 'H&M', 'Mango', 'Uniqlo', "Levi's", 'Gloria Jeans', 'Befree', 'Lime'];

export const clothing: CategorySeed = {
  name: 'Одежда, обувь, аксессуары',
  slug: 'clothing',
  icon: 'shirt',
  kind: 'goods',
  companyShare: 0.25,
  companies: ['ООО "Модный Квартал"', 'ИП Кузнецова Е. А. «Шкаф»', 'ООО "СтильМаркет"'],
  subcategories: [
    {
      name: 'Женская одежда',
      slug: 'womens-clothing',
      filters: [select('brand', 'Бренд', clothingBrands), clothingSize, color, season, delivery],
      titles: [
        '{item} {brand}, р. {size}',
        '{item} {sex|agree:item} {brand}',
        '{item} {brand}, {color|agree:item}',
      ],
      words: {
        sex: ['женский'],
        item: ['Платье', 'Пальто', 'Куртка', 'Пуховик', 'Джинсы', 'Блузка', 'Костюм', 'Тренч', 'Юбка'],
      },
      descriptions: [
        'Носила пару раз, состояние как новое.',
        'Не подошёл размер, бирки на месте.',
        'Ткань приятная, не линяет и не катается.',
        'Сидит хорошо, по фигуре.',
        'Отдам в хорошие руки, фото реальные.',
      ],
      price: [300, 25000],
    },
    {
      name: 'Мужская одежда',
      slug: 'mens-clothing',
      filters: [
        select('brand', 'Бренд', [...clothingBrands, 'The North Face', 'Columbia']),
        clothingSize,
        color,
        season,
        delivery,
      ],
      titles: [
        '{item} {brand}, р. {size}',
        '{item} {sex|agree:item} {brand}',
        '{item} {brand}, {color|agree:item}',
      ],
      words: {
        sex: ['мужской'],
        item: ['Куртка зимняя', 'Парка', 'Рубашка', 'Толстовка', 'Ветровка', 'Пиджак', 'Худи', 'Жилетка'],
      },
      descriptions: [
        'Носил один сезон, без дефектов.',
        'Без катышков и затяжек.',
        'Оригинал, покупал в фирменном магазине.',
        'Подойдёт на рост 175-185.',
      ],
      price: [400, 30000],
    },
    {
      name: 'Обувь',
      slug: 'shoes',
      filters: [
        select('brand', 'Бренд', ['Nike', 'Adidas', 'New Balance', 'Ecco', 'Puma', 'Reebok', 'Rieker']),
        select('gender', 'Пол', ['Женская', 'Мужская']),
        shoeSize,
        season,
        delivery,
      ],
      titles: ['{item} {brand}, {size} размер', '{item} {brand}, р. {size}', '{brand} {item}'],
      words: { item: ['Кроссовки', 'Ботинки', 'Кеды', 'Сапоги', 'Туфли', 'Кроссовки беговые', 'Угги'] },
      descriptions: [
        'Оригинал, коробка сохранилась.',
        'Носили мало, подошва целая.',
        'Натуральная кожа, внутри мех.',
        'Маломерят на полразмера.',
      ],
      price: [500, 20000],
    },
    {
      name: 'Сумки, рюкзаки и чемоданы',
      slug: 'bags',
      filters: [
        select('kind', 'Вид', ['Сумка', 'Рюкзак', 'Чемодан', 'Клатч', 'Поясная сумка']),
        select('material', 'Материал', ['Натуральная кожа', 'Экокожа', 'Текстиль', 'Пластик']),
        color,
        delivery,
      ],
      titles: ['{kind}, {material|lower}', '{kind}, цвет {color|lower}'],
      descriptions: [
        'Много карманов и отделений.',
        'Фурнитура не облезла, молнии работают.',
        'Брала в поездку один раз.',
        'Подходит под ручную кладь.',
      ],
      price: [500, 35000],
    },
    {
      name: 'Часы и украшения',
      slug: 'watches-jewelry',
      filters: [
        select('kind', 'Вид', ['Часы', 'Кольцо', 'Серьги', 'Цепочка', 'Браслет']),
        select('metal', 'Материал', ['Золото 585', 'Серебро 925', 'Бижутерия', 'Сталь']),
        checkbox('certificate', 'Есть бирка или сертификат'),
        delivery,
      ],
      titles: ['{kind}, {metal|lower}', '{kind} ({metal|lower})'],
      descriptions: [
        'Проба стоит, бирка сохранилась.',
        'Подарок, не подошёл размер.',
        'Механизм работает точно, батарейку меняли недавно.',
        'Без царапин, в родной коробочке.',
      ],
      price: [500, 90000],
    },
    {
      name: 'Аксессуары',
      slug: 'accessories',
      filters: [
        select('kind', 'Вид', ['Шарф', 'Шапка', 'Ремень', 'Перчатки', 'Солнцезащитные очки', 'Кошелёк']),
        color,
        delivery,
      ],
      titles: ['{kind}, цвет {color|lower}', '{kind}'],
      descriptions: [
        'Не носили, не подошёл цвет.',
        'Качество отличное, швы ровные.',
        'Отдам недорого, самовывоз у метро.',
      ],
      price: [200, 8000],
    },
  ],
};
