import { on, type Subject } from './drawing.ts';
import {
  alpineSkis,
  crossCountrySkis,
  exerciseBike,
  kettlebell,
  pullUpBar,
  treadmill,
  yogaMat,
} from './fitness.ts';
import { brazier, gardenFurniture, greenhouse, lawnMower, tiller, waterPump } from './garden.ts';
import { drill } from './home.ts';
import { teddy } from './kids.ts';
import { ball, dumbbell, scooter, snowboard, tent } from './sport.ts';
import { boat, motorcycle, truck } from './vehicles.ts';
import type { Kind } from './kinds.ts';
import {
  basketball,
  boxingGloves,
  campStove,
  electricScooter,
  footballBoot,
  hoverboard,
  inflatableBoat,
  kimono,
  monowheel,
  skateboard,
  sleepingBag,
} from './gear.ts';
import {
  atv,
  dumpTruck,
  excavator,
  jetSki,
  motorBoat,
  moped,
  pitBike,
  snowmobile,
  tractor,
  van,
} from './machines.ts';
import { ficus, monstera, orchid, spathiphyllum, thuja, zamioculcas } from './plants.ts';
import { concreteMixer, laserLevel, mitreSaw, rotaryHammer } from './tools.ts';
import { bricks, doll, pencilCase, pyramid, stationery, toyCar } from './toys.ts';

/** Kinds of toys, school things, tools, plants, sports gear and vehicles, merged into KINDS. */
export const KIDS_HOME_SPORT_AUTO_KINDS = {
  teddy: on('floor', teddy),
  bricks: on('floor', bricks),
  doll: on('floor', doll),
  'toy-car': on('floor', toyCar),
  pyramid: on('floor', pyramid),
  'pencil-case': on('table', pencilCase),
  stationery: on('table', stationery),
  drill: on('table', drill),
  'rotary-hammer': on('table', rotaryHammer),
  'laser-level': on('floor', laserLevel),
  'concrete-mixer': on('outdoor', concreteMixer),
  'mitre-saw': on('table', mitreSaw),
  monstera: on('floor', monstera),
  ficus: on('floor', ficus),
  zamioculcas: on('floor', zamioculcas),
  orchid: on('table', orchid),
  thuja: on('outdoor', thuja),
  spathiphyllum: on('floor', spathiphyllum),
  'lawn-mower': on('outdoor', lawnMower),
  greenhouse: on('outdoor', greenhouse),
  tiller: on('outdoor', tiller),
  'garden-furniture': on('outdoor', gardenFurniture),
  brazier: on('outdoor', brazier),
  'water-pump': on('outdoor', waterPump),
  treadmill: on('floor', treadmill),
  'exercise-bike': on('floor', exerciseBike),
  dumbbell: on('floor', dumbbell),
  kettlebell: on('floor', kettlebell),
  'yoga-mat': on('floor', yogaMat),
  'pull-up-bar': on('wall', pullUpBar),
  'alpine-skis': on('floor', alpineSkis),
  'cross-country-skis': on('floor', crossCountrySkis),
  snowboard: on('floor', snowboard),
  tent: on('outdoor', tent),
  'sleeping-bag': on('outdoor', sleepingBag),
  'camp-stove': on('outdoor', campStove),
  'inflatable-boat': on('water', inflatableBoat),
  football: on('floor', ball),
  basketball: on('floor', basketball),
  'football-boot': on('floor', footballBoot),
  'boxing-gloves': on('table', boxingGloves),
  kimono: on('wall', kimono),
  scooter: on('floor', scooter),
  'electric-scooter': on('floor', electricScooter),
  hoverboard: on('floor', hoverboard),
  skateboard: on('floor', skateboard),
  monowheel: on('floor', monowheel),
  motorcycle: on('outdoor', motorcycle),
  moped: on('outdoor', moped),
  atv: on('outdoor', atv),
  snowmobile: on('outdoor', snowmobile),
  'pit-bike': on('outdoor', pitBike),
  truck: on('outdoor', truck),
  van: on('outdoor', van),
  excavator: on('outdoor', excavator),
  tractor: on('outdoor', tractor),
  'dump-truck': on('outdoor', dumpTruck),
  'motor-boat': on('water', motorBoat),
  boat: on('water', boat),
  'jet-ski': on('water', jetSki),
} satisfies Record<string, Subject>;

/** How the titles of these subcategories name their kinds, merged into NAMED_KINDS. */
export const KIDS_HOME_SPORT_AUTO_NAMED_KINDS: Readonly<
  Record<string, { key: string; kinds: Readonly<Record<string, Kind>> }>
> = {
  toys: {
    key: 'kind',
    kinds: {
      Конструктор: 'bricks',
      Кукла: 'doll',
      Машинка: 'toy-car',
      'Развивающая игрушка': 'pyramid',
      'Мягкая игрушка': 'teddy',
    },
  },
  school: {
    key: 'kind',
    kinds: {
      Ранец: 'backpack',
      'Школьная форма': 'blazer',
      Пенал: 'pencil-case',
      Канцтовары: 'stationery',
    },
  },
  repair: {
    key: 'item',
    kinds: {
      'Дрель-шуруповёрт': 'drill',
      Перфоратор: 'rotary-hammer',
      'Лазерный уровень': 'laser-level',
      Бетономешалка: 'concrete-mixer',
      'Торцовочная пила': 'mitre-saw',
    },
  },
  plants: {
    key: 'item',
    kinds: {
      Монстера: 'monstera',
      'Фикус Бенджамина': 'ficus',
      Замиокулькас: 'zamioculcas',
      'Орхидея фаленопсис': 'orchid',
      'Туя Смарагд': 'thuja',
      Спатифиллум: 'spathiphyllum',
    },
  },
  garden: {
    key: 'kind',
    kinds: {
      Газонокосилка: 'lawn-mower',
      Теплица: 'greenhouse',
      Мотоблок: 'tiller',
      'Садовая мебель': 'garden-furniture',
      Мангал: 'brazier',
      Насос: 'water-pump',
    },
  },
  fitness: {
    key: 'kind',
    kinds: {
      'Беговая дорожка': 'treadmill',
      Велотренажёр: 'exercise-bike',
      Гантели: 'dumbbell',
      Гиря: 'kettlebell',
      'Коврик для йоги': 'yoga-mat',
      Турник: 'pull-up-bar',
    },
  },
  'winter-sports': {
    key: 'kind',
    kinds: { 'Горные лыжи': 'alpine-skis', 'Беговые лыжи': 'cross-country-skis', Сноуборд: 'snowboard' },
  },
  camping: {
    key: 'kind',
    kinds: {
      Палатка: 'tent',
      Спальник: 'sleeping-bag',
      'Рюкзак туристический': 'backpack',
      Горелка: 'camp-stove',
      Коврик: 'yoga-mat',
      'Лодка надувная': 'inflatable-boat',
    },
  },
  'team-sports': {
    key: 'kind',
    kinds: {
      'Футбольный мяч': 'football',
      'Баскетбольный мяч': 'basketball',
      Бутсы: 'football-boot',
      'Боксёрские перчатки': 'boxing-gloves',
      Кимоно: 'kimono',
    },
  },
  scooters: {
    key: 'kind',
    kinds: {
      Самокат: 'scooter',
      Электросамокат: 'electric-scooter',
      Гироскутер: 'hoverboard',
      Скейтборд: 'skateboard',
      Моноколесо: 'monowheel',
    },
  },
  motorcycles: {
    key: 'kind',
    kinds: {
      Мотоцикл: 'motorcycle',
      Скутер: 'moped',
      Квадроцикл: 'atv',
      Снегоход: 'snowmobile',
      Питбайк: 'pit-bike',
    },
  },
  trucks: {
    key: 'kind',
    kinds: {
      Грузовик: 'truck',
      Фургон: 'van',
      Экскаватор: 'excavator',
      Трактор: 'tractor',
      Самосвал: 'dump-truck',
    },
  },
  boats: {
    key: 'kind',
    kinds: {
      'Лодка ПВХ': 'inflatable-boat',
      'Моторная лодка': 'motor-boat',
      Катер: 'boat',
      Гидроцикл: 'jet-ski',
    },
  },
};
