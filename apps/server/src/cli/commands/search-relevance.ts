import type { FastifyInstance } from 'fastify';
import type { ProductsReply } from '@mp/contract';
import { subcategories } from '../../db/schema/index.ts';
import {
  judgedResults,
  precisionAt5,
  precisionByKind,
  type JudgedQuery,
} from '../../modules/search/relevance/precision.ts';
import { queryKinds, relevanceSet } from '../../modules/search/relevance/set.ts';
import { hasFlag } from '../args.ts';
import type { Command } from '../command.ts';
import { withApp } from '../database.ts';

/** Each query of the relevance set searched as a guest across Russia, with its first results. */
async function judgeAll(app: FastifyInstance, slugOf: ReadonlyMap<number, string>): Promise<JudgedQuery[]> {
  const judged: JudgedQuery[] = [];
  for (const query of relevanceSet) {
    const reply = await app.inject({ method: 'GET', url: '/api/products', query: { search: query.query } });
    if (reply.statusCode !== 200) throw new Error(`«${query.query}»: ${reply.statusCode} ${reply.body}`);
    const first = reply.json<ProductsReply>().products_in_selected_cities.data.slice(0, judgedResults);
    judged.push({
      query,
      results: first.map((ad) => ({ subcategory: slugOf.get(ad.subcategory_id) ?? '?', name: ad.name })),
    });
  }
  return judged;
}

const percent = (share: number) => share.toFixed(2);

export const searchRelevance: Command = {
  name: 'search-relevance',
  usage: 'search-relevance [--misses]',
  summary:
    'точность поиска: доля верных подкатегорий среди первых пяти объявлений (P@5) по видам запросов и в целом; ' +
    '--misses — запросы с промахами и их первые объявления',
  run: async ({ config, args, print }) =>
    withApp(config, async (app, database) => {
      const rows = await database.db
        .select({ id: subcategories.id, slug: subcategories.slug })
        .from(subcategories);
      const judged = await judgeAll(app, new Map(rows.map((row) => [row.id, row.slug])));
      print('вид      запросов  P@5');
      for (const { kind, queries, precision } of precisionByKind(judged, queryKinds)) {
        print(`${kind.padEnd(8)} ${String(queries).padStart(8)}  ${percent(precision)}`);
      }
      if (hasFlag(args, 'misses')) {
        for (const one of judged.filter((each) => precisionAt5(each) < 1)) {
          const expected = one.query.subcategories.join(', ');
          print(
            `${percent(precisionAt5(one))} «${one.query.query}» (${one.query.kind}; ${expected}): ` +
              (one.results.map((result) => `${result.subcategory} «${result.name}»`).join(', ') || 'ничего'),
          );
        }
      }
      return 0;
    }),
};
