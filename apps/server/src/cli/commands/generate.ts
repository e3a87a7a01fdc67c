import { mapRepository } from '../../modules/map/index.ts';
import { createFileStorage } from '../../platform/storage/index.ts';
import { generateAds, MAX_GENERATED_ADS } from '../../seed/generate.ts';
import { optionValue } from '../args.ts';
import type { Command } from '../command.ts';
import { withDatabase } from '../database.ts';
import { progressBar } from '../progress.ts';

export const generate: Command = {
  name: 'generate',
  usage: 'generate --ads N',
  summary: `добавить N синтетических объявлений (до ${MAX_GENERATED_ADS.toLocaleString('ru-RU')}) для нагрузочных тестов`,
  run: async ({ config, args, print }) => {
    const raw = optionValue(args, 'ads');
    const ads = Number(raw);
    if (!raw || !Number.isInteger(ads) || ads < 1 || ads > MAX_GENERATED_ADS) {
      print(`Укажите --ads N, где N — целое от 1 до ${MAX_GENERATED_ADS}.`);
      return 1;
    }
    return withDatabase(config, async (database) => {
      const started = performance.now();
      const bar = progressBar(ads);
      await generateAds(database.db, {
        count: ads,
        storage: await createFileStorage(config),
        onProgress: (done) => bar.update(done),
        onIndexBuilt: (name, built, total) => {
          if (built === 1) bar.finish();
          print(`Индекс ${built} из ${total}: ${name} (${elapsed(started)} с)`);
        },
      });
      bar.finish();
      print(`Добавлено ${ads} объявлений за ${elapsed(started)} с (${database.kind}).`);
      // The map's clusters count the new ads now rather than at the server's next rebuild.
      const rebuilding = performance.now();
      const cells = await mapRepository(database.db).rebuildCells();
      print(`Ячеек карты: ${cells} (${elapsed(rebuilding)} с).`);
      return 0;
    });
  },
};

function elapsed(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
