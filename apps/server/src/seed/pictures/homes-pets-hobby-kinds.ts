import { beanie, belt, bracelet, chain, earrings, gloves, ring, scarf, wallet } from './accessories.ts';
import { garage, house, storefront } from './buildings.ts';
import { sunglasses, watch } from './clothing.ts';
import { badges, banknotes, figurine, stamps } from './collecting.ts';
import { on, type Subject } from './drawing.ts';
import { coins, fishingRod, guitar } from './hobby.ts';
import { drums, piano, synthesizer, ukulele, violin } from './instruments.ts';
import type { Kind } from './kinds.ts';
import { cage, carrier, foodBag, leash, petBed, scratchingPost } from './pet-supplies.ts';
import {
  budgie,
  canary,
  chinchilla,
  cockatiel,
  finch,
  greyParrot,
  guineaPig,
  hamster,
  rabbit,
  rat,
} from './pets.ts';
import {
  cottage,
  dacha,
  factory,
  garageBoxes,
  groundFloorUnit,
  officeTower,
  parkingSpace,
  townhouse,
  warehouse,
} from './realty.ts';
import { fishFinder, iceTent, lures, reel } from './tackle.ts';

/** Kinds of houses, garages, premises, small belongings, pets and their things, instruments, collections and tackle, joined into `KINDS` (kinds.ts). */
export const HOMES_PETS_HOBBY_KINDS = {
  house: on('outdoor', house),
  dacha: on('outdoor', dacha),
  cottage: on('outdoor', cottage),
  townhouse: on('outdoor', townhouse),
  garage: on('outdoor', garage),
  'parking-space': on('outdoor', parkingSpace),
  'garage-boxes': on('outdoor', garageBoxes),
  'office-tower': on('outdoor', officeTower),
  storefront: on('outdoor', storefront),
  warehouse: on('outdoor', warehouse),
  factory: on('outdoor', factory),
  'ground-floor-unit': on('outdoor', groundFloorUnit),
  watch: on('table', watch),
  ring: on('table', ring),
  earrings: on('table', earrings),
  chain: on('table', chain),
  bracelet: on('table', bracelet),
  scarf: on('wall', scarf),
  beanie: on('table', beanie),
  belt: on('table', belt),
  gloves: on('table', gloves),
  sunglasses: on('table', sunglasses),
  wallet: on('table', wallet),
  budgie: on('table', budgie),
  cockatiel: on('table', cockatiel),
  canary: on('table', canary),
  finch: on('table', finch),
  'grey-parrot': on('table', greyParrot),
  hamster: on('table', hamster),
  'guinea-pig': on('table', guineaPig),
  chinchilla: on('table', chinchilla),
  rat: on('table', rat),
  rabbit: on('floor', rabbit),
  'pet-food': on('floor', foodBag),
  'pet-carrier': on('floor', carrier),
  'pet-bed': on('floor', petBed),
  'scratching-post': on('floor', scratchingPost),
  leash: on('table', leash),
  cage: on('table', cage),
  guitar: on('floor', guitar),
  synthesizer: on('table', synthesizer),
  piano: on('floor', piano),
  violin: on('table', violin),
  drums: on('floor', drums),
  ukulele: on('table', ukulele),
  coins: on('table', coins),
  stamps: on('table', stamps),
  badges: on('table', badges),
  banknotes: on('table', banknotes),
  figurine: on('table', figurine),
  'fishing-rod': on('outdoor', fishingRod),
  reel: on('table', reel),
  'fish-finder': on('table', fishFinder),
  'ice-tent': on('outdoor', iceTent),
  lures: on('table', lures),
} satisfies Record<string, Subject>;

/** As `NAMED_KINDS` (kinds.ts), for the subcategories drawn here. */
export const HOMES_PETS_HOBBY_NAMED_KINDS: Readonly<
  Record<string, { key: string; kinds: Readonly<Record<string, Kind>> }>
> = {
  houses: {
    key: 'kind',
    kinds: { Дом: 'house', Дача: 'dacha', Коттедж: 'cottage', Таунхаус: 'townhouse' },
  },
  garages: {
    key: 'kind',
    kinds: { Гараж: 'garage', Машиноместо: 'parking-space', Бокс: 'garage-boxes' },
  },
  commercial: {
    key: 'kind',
    kinds: {
      Офис: 'office-tower',
      'Торговое помещение': 'storefront',
      Склад: 'warehouse',
      Производство: 'factory',
      'Свободного назначения': 'ground-floor-unit',
    },
  },
  'watches-jewelry': {
    key: 'kind',
    kinds: { Часы: 'watch', Кольцо: 'ring', Серьги: 'earrings', Цепочка: 'chain', Браслет: 'bracelet' },
  },
  accessories: {
    key: 'kind',
    kinds: {
      Шарф: 'scarf',
      Шапка: 'beanie',
      Ремень: 'belt',
      Перчатки: 'gloves',
      'Солнцезащитные очки': 'sunglasses',
      Кошелёк: 'wallet',
    },
  },
  birds: {
    key: 'kind',
    kinds: {
      'Волнистый попугай': 'budgie',
      Корелла: 'cockatiel',
      Канарейка: 'canary',
      Амадина: 'finch',
      Жако: 'grey-parrot',
    },
  },
  rodents: {
    key: 'kind',
    kinds: {
      Хомяк: 'hamster',
      'Морская свинка': 'guinea-pig',
      Шиншилла: 'chinchilla',
      'Крыса декоративная': 'rat',
      Кролик: 'rabbit',
    },
  },
  'pet-supplies': {
    key: 'kind',
    kinds: {
      Корм: 'pet-food',
      Переноска: 'pet-carrier',
      Лежанка: 'pet-bed',
      Когтеточка: 'scratching-post',
      Поводок: 'leash',
      Клетка: 'cage',
    },
  },
  'music-instruments': {
    key: 'kind',
    kinds: {
      Гитара: 'guitar',
      Синтезатор: 'synthesizer',
      Пианино: 'piano',
      Скрипка: 'violin',
      Барабаны: 'drums',
      Укулеле: 'ukulele',
    },
  },
  collecting: {
    key: 'kind',
    kinds: {
      Монеты: 'coins',
      Марки: 'stamps',
      Значки: 'badges',
      Банкноты: 'banknotes',
      'Фарфоровые статуэтки': 'figurine',
    },
  },
  // Fishing clothes are a winter overall, drawn already for children's clothes.
  fishing: {
    key: 'kind',
    kinds: {
      Спиннинг: 'fishing-rod',
      Катушка: 'reel',
      Эхолот: 'fish-finder',
      'Палатка зимняя': 'ice-tent',
      Приманки: 'lures',
      Одежда: 'overall',
    },
  },
};
