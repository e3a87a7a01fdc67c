import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import type { CityTarget } from './ads.ts';
import { catalog } from './content/catalog.ts';
import { femaleNames, maleNames, streets, surnames } from './content/people.ts';
import { Random, WeightedPicker } from './random.ts';

export const PRIVATE_SELLERS = 150;
/** A large generated catalogue has one private seller per this many ads, as people sell a few things each. */
const ADS_PER_PRIVATE_SELLER = 250;
/** Users written or looked up per statement: well under PostgreSQL's 65,535 parameters. */
const USERS_PER_STATEMENT = 5_000;
const SELLER_SEED = 7_301;
/** Its own seed, so companies keep their cities whatever else changes. */
const COMPANY_SEED = 4_211;
const DAY_MS = 86_400_000;

export interface CompanySeller {
  userId: number;
  categorySlug: string;
  /** Where the company trades: its address is there and so are all its ads. */
  city: CityTarget;
}

export interface Sellers {
  privateUserIds: number[];
  companies: CompanySeller[];
}

/** +79000000001, +79000000002, … */
export const demoPhone = (n: number): string => `+7900${String(n).padStart(7, '0')}`;

/** How many private sellers a catalogue of `ads` ads has: the demo's 150, more for a large one. */
export const privateSellersFor = (ads: number): number =>
  Math.max(PRIVATE_SELLERS, Math.ceil(ads / ADS_PER_PRIVATE_SELLER));

/**
 * The demo's private sellers (`privateSellers`, 150 by default) and one company per shop name of the
 * catalogue, each company in one of `cities` (big ones more often) at an address there. Phones follow
 * them: the first 150 people, the companies, then the people a larger catalogue adds, so the demo's
 * sellers are the same whatever the count. Idempotent: existing users are matched by phone, existing
 * companies by user.
 */
export async function ensureDemoSellers(
  db: Db,
  now: Date,
  cities: readonly CityTarget[],
  privateSellers = PRIVATE_SELLERS,
): Promise<Sellers> {
  const random = new Random(SELLER_SEED);
  const shops = companiesIn(cities);
  const extraPeople = Math.max(0, privateSellers - PRIVATE_SELLERS);
  const people = Array.from({ length: PRIVATE_SELLERS + shops.length + extraPeople }, (_, i) => ({
    phone: demoPhone(i + 1),
    name: personName(random),
    createdAt: new Date(now.getTime() - random.int(30, 1500) * DAY_MS),
  }));
  const idByPhone = new Map<string, number>();
  for (let from = 0; from < people.length; from += USERS_PER_STATEMENT) {
    const chunk = people.slice(from, from + USERS_PER_STATEMENT);
    await db.insert(users).values(chunk).onConflictDoNothing({ target: users.phone });
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(
        inArray(
          users.phone,
          chunk.map((p) => p.phone),
        ),
      );
    for (const row of rows) idByPhone.set(row.phone, row.id);
  }
  const userId = (n: number): number => {
    const id = idByPhone.get(demoPhone(n));
    if (id === undefined) throw new Error(`demo seller ${demoPhone(n)} is missing`);
    return id;
  };
  const companySellers = shops.map((shop, i) => ({ ...shop, userId: userId(PRIVATE_SELLERS + i + 1) }));
  await db
    .insert(companies)
    .values(
      companySellers.map((c, i) => ({
        userId: c.userId,
        name: c.name,
        address: c.address,
        sellerType: i % 3 === 0 ? ('offline' as const) : ('online' as const),
        moderationStatus: 'approved' as const,
      })),
    )
    .onConflictDoNothing({ target: companies.userId });
  return {
    privateUserIds: [
      ...Array.from({ length: PRIVATE_SELLERS }, (_, i) => userId(i + 1)),
      ...Array.from({ length: extraPeople }, (_, i) => userId(PRIVATE_SELLERS + shops.length + i + 1)),
    ],
    companies: companySellers.map(({ userId: id, categorySlug, city }) => ({
      userId: id,
      categorySlug,
      city,
    })),
  };
}

function companiesIn(cities: readonly CityTarget[]) {
  const random = new Random(COMPANY_SEED);
  const city = new WeightedPicker(cities, (c) => c.population);
  return catalog.flatMap((category) =>
    category.companies.map((name) => {
      const home = city.pick(random);
      const address = `${home.name}, ${random.pick(streets)}, ${random.int(1, 120)}`;
      return { name, categorySlug: category.slug, city: home, address };
    }),
  );
}

function personName(random: Random): string {
  const female = random.chance(0.5);
  const surname = random.pick(surnames);
  return female ? `${random.pick(femaleNames)} ${surname}а` : `${random.pick(maleNames)} ${surname}`;
}
