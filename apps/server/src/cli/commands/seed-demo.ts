import { count } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { createFileStorage } from '../../platform/storage/index.ts';
import { DEMO_ADS, generateDemo } from '../../seed/demo.ts';
import { seedReference } from '../../seed/reference.ts';
import { hasFlag } from '../args.ts';
import type { Command } from '../command.ts';
import { withDatabase } from '../database.ts';

export const seedDemo: Command = {
  name: 'seed-demo',
  usage: 'seed-demo [--force]',
  summary: `справочники и демо-каталог (${DEMO_ADS} объявлений); с --force даже если объявления уже есть`,
  run: ({ config, args, print }) =>
    withDatabase(config, async ({ db }) => {
      await seedReference(db);
      print('Справочники на месте: категории, фильтры, города.');
      const [existing] = await db.select({ n: count() }).from(products);
      const ads = existing?.n ?? 0;
      if (ads > 0 && !hasFlag(args, 'force')) {
        print(`В базе уже ${ads} объявлений, демо-каталог не создан (добавить всё равно: --force).`);
        return 0;
      }
      const storage = await createFileStorage(config);
      const made = await db.transaction((tx) => generateDemo(tx, { storage }));
      print(`Демо-каталог создан: ${made.ads} объявлений, новых картинок: ${made.images}.`);
      return 0;
    }),
};
