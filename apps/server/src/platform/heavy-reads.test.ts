import { describe, expect, it, vi } from 'vitest';
import { messages, type Category } from '@mp/contract';
import { useTestApp } from '../test/harness.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../test/fixtures.ts';
import { embeddedHeavyReads, embeddedHeavyReadsWaiting } from './heavy-reads.ts';

/** A task that runs until released: a slow search holding its place in the gate. */
function slowSearch() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { task: () => done, release };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the gate of expensive reads', () => {
  const server = useTestApp();
  const embedded = () => server.ctx.database.kind === 'pglite';

  async function catalogueWithAnAd() {
    const db = server.db;
    const category = await createCategory(db, { name: 'Транспорт' });
    const subcategory = await createSubcategory(db, category.id);
    const city = await createCity(db);
    const seller = await server.signedIn();
    const ad = await createProduct(db, {
      userId: seller.user.id,
      name: 'Велосипед горный',
      subcategory,
      cityId: city.id,
    });
    return { adId: ad.id };
  }

  /** Takes every place of the gate with slow searches; the returned function lets them finish. */
  async function holdEveryPlace(count = embeddedHeavyReads) {
    const slow = Array.from({ length: count }, slowSearch);
    const held = slow.map(({ task }) => server.app.services.heavyReads.run(task));
    await tick();
    return async () => {
      for (const { release } of slow) release();
      await Promise.all(held);
    };
  }

  it('keeps a search waiting in the server while slow searches hold the embedded database, and answers the categories and an ad page at once', async () => {
    const { adId } = await catalogueWithAnAd();
    const releaseSlow = await holdEveryPlace();
    let searchAnswered = false;
    const search = server.call('GET', `/products?search=${encodeURIComponent('велосипед')}`).then((res) => {
      searchAnswered = true;
      return res;
    });
    if (embedded()) await vi.waitFor(() => expect(server.app.services.heavyReads.load().waiting).toBe(1));

    const categories = await server.call('GET', '/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.json<{ data: Category[] }>().data.map((c) => c.name)).toEqual(['Транспорт']);
    expect((await server.call('GET', `/products/${adId}`)).statusCode).toBe(200);
    if (embedded()) expect(searchAnswered).toBe(false);
    // On a PostgreSQL server there is no gate: the search answers while the slow ones still run.
    else expect((await search).statusCode).toBe(200);

    await releaseSlow();
    const answered = await search;
    expect(answered.statusCode).toBe(200);
    expect(
      answered.json<{ products_in_selected_cities: { data: unknown[] } }>().products_in_selected_cities.data,
    ).toHaveLength(1);
  });

  it('answers 503 «Слишком много запросов» at once when as many searches wait as the embedded gate allows', async () => {
    const releaseSlow = await holdEveryPlace(embeddedHeavyReads + embeddedHeavyReadsWaiting);
    const refused = await server.call('GET', `/products?search=${encodeURIComponent('диван')}`);
    if (embedded()) {
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: messages.tooManyRequests });
      expect(refused.headers['retry-after']).toBe('1');
    } else {
      expect(refused.statusCode).toBe(200);
    }
    await releaseSlow();
    expect((await server.call('GET', `/products?search=${encodeURIComponent('диван')}`)).statusCode).toBe(
      200,
    );
  });
});
