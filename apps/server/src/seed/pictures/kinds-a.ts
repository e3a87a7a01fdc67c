import { on, type Subject } from './drawing.ts';
import type { Kind } from './kinds.ts';
import { bricks, doll, pencilCase, pyramid, stationery, toyCar } from './toys.ts';

/** Kinds of toys, school things, tools, plants, sports gear and vehicles, merged into KINDS. */
export const KINDS_A = {
  bricks: on('floor', bricks),
  doll: on('floor', doll),
  'toy-car': on('floor', toyCar),
  pyramid: on('floor', pyramid),
  'pencil-case': on('table', pencilCase),
  stationery: on('table', stationery),
} satisfies Record<string, Subject>;

/** How the titles of these subcategories name their kinds, merged into NAMED_KINDS. */
export const NAMED_KINDS_A: Readonly<Record<string, { key: string; kinds: Readonly<Record<string, Kind>> }>> = {
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
    kinds: { Ранец: 'backpack', 'Школьная форма': 'blazer', Пенал: 'pencil-case', Канцтовары: 'stationery' },
  },
};
