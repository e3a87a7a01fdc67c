import type { VocabularySuggestion } from '../../modules/search/index.ts';
import { HttpError } from '../../http/errors.ts';
import { optionValue } from '../args.ts';
import type { Command } from '../command.ts';
import { withApp } from '../database.ts';

const line = (s: VocabularySuggestion) =>
  `«${s.query}» → ${s.subcategory}: ${s.clicks} откр., ${Math.round(s.share * 100)} %`;

export const searchSuggestions: Command = {
  name: 'search-suggestions',
  usage: 'search-suggestions [--accept <запрос> [--means <слова|слова>]]',
  summary:
    'предложения для словаря поиска: запросы, после которых открывают объявления одной подкатегории, ' +
    'которую словарь для них не называет; --accept — принять (с --means — и что запрос значит)',
  run: async ({ config, args, print }) =>
    withApp(config, async (app) => {
      try {
        const { learning } = app.services;
        const accepted = optionValue(args, 'accept');
        if (accepted === undefined) {
          const suggestions = await learning.suggestions();
          if (suggestions.length === 0) print('Предложений нет.');
          for (const suggestion of suggestions) print(line(suggestion));
          return 0;
        }
        const means = optionValue(args, 'means')?.split('|') ?? [];
        print(`Принято: ${line(await learning.accept(accepted, means))}`);
        return 0;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        console.error(error.message);
        return 1;
      }
    }),
};
