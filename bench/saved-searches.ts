// `npm run bench:saved-searches -- [bench options] [--searches N] [--new-ads N,M]`: saves N searches
// (default 10,000) on the generated catalogue through the saved-searches service, then times one run
// of the job that announces new ads after each batch of new ads (record 0089). Runs in process: the
// job is a function of the server, not an HTTP endpoint.
import { sql } from 'drizzle-orm';
import { savedSearchCreateSchema } from '@mp/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { parseBenchArgs, usage } from './lib/args.ts';
import { prepareDatabase } from './lib/prepare.ts';

const extraUsage = `
  --searches N       saved searches to create (default 10000)
  --new-ads N,M      new ads before each timed run of the job (default 100,1000)`;

/** Takes this script's own options out of argv and leaves the bench's to `parseBenchArgs`. */
function ownOptions(argv: string[]) {
  const rest: string[] = [];
  let searches = 10_000;
  let newAds = [100, 1000];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--searches') searches = Number(argv[++i]);
    else if (arg === '--new-ads') newAds = (argv[++i] ?? '').split(',').map(Number);
    else if (arg !== undefined) rest.push(arg);
  }
  if (
    !Number.isSafeInteger(searches) ||
    searches < 1 ||
    newAds.some((n) => !Number.isSafeInteger(n) || n < 1)
  ) {
    throw new Error('--searches and --new-ads take positive integers');
  }
  return { searches, newAds, rest };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const ms = (since: number) => Math.round(performance.now() - since);

async function main(): Promise<number> {
  const { searches, newAds, rest } = ownOptions(process.argv.slice(2));
  const args = parseBenchArgs(rest);
  if (!args) {
    console.log(usage + extraUsage);
    return 0;
  }
  const { db: benchDb, dataset } = await prepareDatabase(args);
  const config = loadConfig({ ...benchDb.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  await database.migrate();
  let clock = new Date();
  // The bench runs the announcing job itself, as the periodic job would.
  const app = await buildApp({ config, database, logger: false, now: () => clock, periodicJobs: false });
  const { db } = database;
  const service = app.services.savedSearches;
  try {
    // Words people search for: the first word of sampled ad names.
    const names = rowsOf<{ word: string }>(
      await db.execute(sql`select distinct lower(split_part(name, ' ', 1)) as word
        from products tablesample system (1) where status = 'active' limit 3000`),
    )
      .map((row) => row.word)
      .filter((word) => /^\p{L}{3,}$/u.test(word));
    const cityRows = rowsOf<{ id: number }>(
      await db.execute(sql`select city_id as id from products where status = 'active'
        group by city_id order by count(*) desc limit 30`),
    );
    const cities = cityRows.map((row) => row.id);
    const users = rowsOf<{ id: number }>(
      await db.execute(sql`insert into users (phone, name)
        select 'bench-' || md5(random()::text || g), 'Бенч ' || g
        from generate_series(1, ${Math.ceil(searches / 50)}) g returning id`),
    ).map((row) => row.id);

    console.log(`Saving ${searches.toLocaleString('en')} searches for ${users.length} people…`);
    let started = performance.now();
    let made = 0;
    const queryOf = (i: number): string => {
      const city = `city_id[]=${pick(cities)}`;
      const word = encodeURIComponent(pick(names));
      const filtered = pick(dataset.filtered);
      switch (i % 10) {
        case 0:
        case 1:
          return `search=${word}&subcategory_id=${filtered.subcategoryId}&price_to=${filtered.priceTo}&${city}`;
        case 2:
          return `subcategory_id=${filtered.subcategoryId}&${city}`;
        case 3:
          return `search=${word}+${encodeURIComponent(pick(names))}`;
        default:
          return `search=${word}&${city}`;
      }
    };
    const notifyOf = (i: number) => (i % 20 === 0 ? 'off' : i % 10 === 1 ? 'daily' : 'hourly');
    const workers = Array.from({ length: benchDb.kind === 'postgres' ? 8 : 1 }, async () => {
      for (let i = made++; i < searches; i = made++) {
        const body = savedSearchCreateSchema.parse({ notify: notifyOf(i), query: queryOf(i) });
        await service.create(users[i % users.length]!, body);
      }
    });
    await Promise.all(workers);
    console.log(`Saved in ${Math.round(ms(started) / 100) / 10} s.`);
    await db.execute(sql`analyze saved_searches`);

    const newestBefore = await app.services.savedSearches.announceNew().then(async () => {
      const [row] = rowsOf<{ id: string }>(await db.execute(sql`select max(id) as id from products`));
      return Number(row?.id ?? 0);
    });
    const results: { newAds: number; ms: number; notices: number }[] = [];
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    started = performance.now();
    const idle = await service.announceNew();
    results.push({ newAds: 0, ms: ms(started), notices: idle.savedSearchNotices ?? 0 });
    for (const n of newAds) {
      // Copies of random active ads, placed now (the trigger writes their search documents).
      await db.execute(sql`insert into products (user_id, name, description, price_kopecks, category_id,
          subcategory_id, city_id, condition, seller_type, attributes, status)
        select user_id, name, description, price_kopecks, category_id, subcategory_id, city_id, condition,
          seller_type, attributes, 'active'
        from products where status = 'active' and id <= ${newestBefore}
        order by random() limit ${n}`);
      // Every hourly and daily search is due again: the job's worst case.
      clock = new Date(clock.getTime() + 25 * 3_600_000);
      started = performance.now();
      const run = await service.announceNew();
      results.push({ newAds: n, ms: ms(started), notices: run.savedSearchNotices ?? 0 });
    }
    console.log(
      `\n${dataset.ads.toLocaleString('en')} ads, ${searches.toLocaleString('en')} saved searches (${benchDb.kind})`,
    );
    console.log('new ads | job run, ms | notices');
    for (const row of results)
      console.log(`${String(row.newAds).padStart(7)} | ${String(row.ms).padStart(11)} | ${row.notices}`);

    // The catalogue is left as it was, for --reuse.
    await db.execute(sql`delete from products where id > ${newestBefore}`);
    await db.execute(
      sql`delete from users where id in (${sql.join(
        users.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
