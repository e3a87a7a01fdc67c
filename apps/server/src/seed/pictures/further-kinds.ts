import { beanie, belt, bracelet, chain, earrings, gloves, ring, scarf, wallet } from './accessories.ts';
import { garage, house, storefront } from './buildings.ts';
import { sunglasses, watch } from './clothing.ts';
import { on, type Subject } from './drawing.ts';
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

/** Kinds of houses, garages, premises and small belongings, joined into `KINDS` (kinds.ts). */
export const FURTHER_KINDS = {
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
} satisfies Record<string, Subject>;

type FurtherKind = keyof typeof FURTHER_KINDS;

/** As `NAMED_KINDS` (kinds.ts), for the subcategories drawn here. */
export const FURTHER_NAMED_KINDS: Readonly<
  Record<string, { key: string; kinds: Readonly<Record<string, FurtherKind>> }>
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
};
