import type { Attributes } from '../attributes.ts';
import type { SubcategorySeed } from '../content/types.ts';
import {
  blender,
  dishwasher,
  fridge,
  knives,
  microwave,
  oven,
  pan,
  pots,
  tableware,
  vacuum,
} from './appliances.ts';
import {
  backpack,
  beltBag,
  boot,
  canvasShoe,
  clutch,
  dress,
  handbag,
  pump,
  sneaker,
  suitcase,
  tallBoot,
  ugg,
} from './clothing.ts';
import { COLOURS } from './colours.ts';
import { on, type Subject } from './drawing.ts';
import { earbuds, headphones, speaker, tallSpeaker } from './electronics.ts';
import { HOMES_PETS_HOBBY_KINDS, HOMES_PETS_HOBBY_NAMED_KINDS } from './homes-pets-hobby-kinds.ts';
import {
  blazer,
  blouse,
  coat,
  hoodie,
  jacket,
  jeans,
  overall,
  parka,
  puffer,
  shirt,
  skirt,
  suit,
  sweatshirt,
  trench,
  vest,
  windbreaker,
} from './garments.ts';
import { armchair, bed, chair, dresser, kettle, sofa, table, wardrobe, washer } from './home.ts';
import { changingTable, cot, highChair, playpen, schoolDesk } from './kids.ts';
import {
  KIDS_HOME_SPORT_AUTO_KINDS,
  KIDS_HOME_SPORT_AUTO_NAMED_KINDS,
} from './kids-home-sport-auto-kinds.ts';
import { alternator, bonnet, bumper, carRadio, headlight, shockAbsorbers, sideMirror } from './parts.ts';
import { subjectOf } from './subjects.ts';

/** Things a title names where its subcategory holds several kinds of them, each drawn its own way. */
export const KINDS = {
  dress: on('wall', dress),
  coat: on('wall', coat),
  trench: on('wall', trench),
  jacket: on('wall', jacket),
  puffer: on('wall', puffer),
  parka: on('wall', parka),
  windbreaker: on('wall', windbreaker),
  blazer: on('wall', blazer),
  shirt: on('wall', shirt),
  blouse: on('wall', blouse),
  sweatshirt: on('wall', sweatshirt),
  hoodie: on('wall', hoodie),
  vest: on('wall', vest),
  jeans: on('wall', jeans),
  suit: on('wall', suit),
  overall: on('wall', overall),
  skirt: on('wall', skirt),
  sneaker: on('floor', sneaker),
  'canvas-shoe': on('floor', canvasShoe),
  boot: on('floor', boot),
  'tall-boot': on('floor', tallBoot),
  pump: on('floor', pump),
  ugg: on('floor', ugg),
  handbag: on('table', handbag),
  backpack: on('floor', backpack),
  suitcase: on('floor', suitcase),
  clutch: on('table', clutch),
  'belt-bag': on('table', beltBag),
  sofa: on('floor', sofa),
  wardrobe: on('floor', wardrobe),
  bed: on('floor', bed),
  table: on('floor', table),
  chair: on('floor', chair),
  dresser: on('floor', dresser),
  armchair: on('floor', armchair),
  fridge: on('floor', fridge),
  washer: on('floor', washer),
  dishwasher: on('floor', dishwasher),
  vacuum: on('floor', vacuum),
  microwave: on('table', microwave),
  oven: on('floor', oven),
  tableware: on('table', tableware),
  pots: on('table', pots),
  pan: on('table', pan),
  knives: on('table', knives),
  kettle: on('table', kettle),
  blender: on('table', blender),
  cot: on('floor', cot),
  'high-chair': on('floor', highChair),
  'changing-table': on('floor', changingTable),
  playpen: on('floor', playpen),
  'school-desk': on('floor', schoolDesk),
  headlight: on('table', headlight),
  bonnet: on('floor', bonnet),
  'shock-absorbers': on('floor', shockAbsorbers),
  alternator: on('table', alternator),
  bumper: on('floor', bumper),
  'car-radio': on('table', carRadio),
  'side-mirror': on('table', sideMirror),
  headphones: on('table', headphones),
  earbuds: on('table', earbuds),
  speaker: on('table', speaker),
  'tall-speaker': on('table', tallSpeaker),
  ...HOMES_PETS_HOBBY_KINDS,
  ...KIDS_HOME_SPORT_AUTO_KINDS,
} satisfies Record<string, Subject>;

export type Kind = keyof typeof KINDS;

/**
 * Subcategories whose ads name one of several kinds of things: the title placeholder or attribute
 * that names it (content/categories), and the kind each of its values is.
 */
export const NAMED_KINDS: Readonly<Record<string, { key: string; kinds: Readonly<Record<string, Kind>> }>> = {
  'womens-clothing': {
    key: 'item',
    kinds: {
      Платье: 'dress',
      Пальто: 'coat',
      Куртка: 'jacket',
      Пуховик: 'puffer',
      Джинсы: 'jeans',
      Блузка: 'blouse',
      Костюм: 'suit',
      Тренч: 'trench',
      Юбка: 'skirt',
    },
  },
  'mens-clothing': {
    key: 'item',
    kinds: {
      'Куртка зимняя': 'puffer',
      Парка: 'parka',
      Рубашка: 'shirt',
      Толстовка: 'sweatshirt',
      Ветровка: 'windbreaker',
      Пиджак: 'blazer',
      Худи: 'hoodie',
      Жилетка: 'vest',
    },
  },
  'kids-clothing': {
    key: 'item',
    kinds: {
      'Комбинезон зимний': 'overall',
      Куртка: 'jacket',
      Платье: 'dress',
      Костюм: 'suit',
      Сапожки: 'tall-boot',
      Кроссовки: 'sneaker',
    },
  },
  shoes: {
    key: 'item',
    kinds: {
      Кроссовки: 'sneaker',
      'Кроссовки беговые': 'sneaker',
      Кеды: 'canvas-shoe',
      Ботинки: 'boot',
      Сапоги: 'tall-boot',
      Туфли: 'pump',
      Угги: 'ugg',
    },
  },
  bags: {
    key: 'kind',
    kinds: {
      Сумка: 'handbag',
      Рюкзак: 'backpack',
      Чемодан: 'suitcase',
      Клатч: 'clutch',
      'Поясная сумка': 'belt-bag',
    },
  },
  furniture: {
    key: 'kind',
    kinds: {
      Диван: 'sofa',
      Шкаф: 'wardrobe',
      Кровать: 'bed',
      Стол: 'table',
      Стулья: 'chair',
      Комод: 'dresser',
      Кресло: 'armchair',
    },
  },
  appliances: {
    key: 'kind',
    kinds: {
      Холодильник: 'fridge',
      'Стиральная машина': 'washer',
      'Посудомоечная машина': 'dishwasher',
      Пылесос: 'vacuum',
      Микроволновка: 'microwave',
      'Духовой шкаф': 'oven',
    },
  },
  kitchenware: {
    key: 'kind',
    kinds: {
      Сервиз: 'tableware',
      'Набор кастрюль': 'pots',
      Сковорода: 'pan',
      'Набор ножей': 'knives',
      Чайник: 'kettle',
      Блендер: 'blender',
    },
  },
  'kids-furniture': {
    key: 'kind',
    kinds: {
      Кроватка: 'cot',
      'Стульчик для кормления': 'high-chair',
      'Пеленальный комод': 'changing-table',
      Манеж: 'playpen',
      Парта: 'school-desk',
    },
  },
  parts: {
    key: 'item',
    kinds: {
      'Фара передняя': 'headlight',
      Капот: 'bonnet',
      Амортизаторы: 'shock-absorbers',
      Генератор: 'alternator',
      Бампер: 'bumper',
      Магнитола: 'car-radio',
      Зеркало: 'side-mirror',
    },
  },
  // The title names only the model: what it is (over-ear, in-ear, a speaker) is known from the model.
  audio: {
    key: 'model',
    kinds: {
      'AirPods Pro 2': 'earbuds',
      'AirPods 3': 'earbuds',
      'AirPods Max': 'headphones',
      'WH-1000XM4': 'headphones',
      'WH-1000XM5': 'headphones',
      'SRS-XB33': 'speaker',
      'Charge 5': 'speaker',
      'Flip 6': 'speaker',
      'Tune 510BT': 'headphones',
      'PartyBox 110': 'tall-speaker',
      'Emberton II': 'speaker',
      'Major IV': 'headphones',
      'Stanmore III': 'tall-speaker',
      'Momentum 4': 'headphones',
      'HD 560S': 'headphones',
      'CX Plus': 'earbuds',
      'Станция Мини': 'tall-speaker',
      'Станция Лайт': 'tall-speaker',
      'Станция Макс': 'tall-speaker',
    },
  },
  ...HOMES_PETS_HOBBY_NAMED_KINDS,
  ...KIDS_HOME_SPORT_AUTO_NAMED_KINDS,
};

/** What an ad's pictures show: `thing` names it in the picture files. */
export interface Shown {
  thing: string;
  subject: Subject;
  colour?: (typeof COLOURS)[string] | undefined;
}

/**
 * What the pictures of an ad show: the kind of thing its title (or its attribute) names, else its
 * subcategory's object, painted in the ad's colour when it has one.
 */
export function shownIn(
  categorySlug: string,
  sub: SubcategorySeed,
  attributes: Attributes,
  named: ReadonlyMap<string, string>,
): Shown {
  const colour = typeof attributes.color === 'string' ? COLOURS[attributes.color] : undefined;
  const naming = NAMED_KINDS[sub.slug];
  const value = naming && (named.get(naming.key) ?? attributes[naming.key]);
  if (naming && typeof value === 'string') {
    const kind = naming.kinds[value];
    if (!kind) throw new Error(`«${value}» of ${sub.slug} has no picture kind`);
    return { thing: kind, subject: KINDS[kind], colour };
  }
  return { thing: `${categorySlug}-${sub.slug}`, subject: subjectOf(categorySlug, sub.slug), colour };
}
