import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adLimits, adStates, messages, screeningOf, type AdState } from '@mp/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';
import { adLifecycle, adMoves } from './lifecycle.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
let database: Database;
let adOf: (status: AdState, expiresAt?: Date | null) => Promise<number>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const user = await createUser(db);
  const city = await createCity(db);
  const category = await createCategory(db);
  const subcategory = await createSubcategory(db, category.id);
  adOf = async (status, expiresAt = null) =>
    (await createProduct(db, { userId: user.id, subcategory, cityId: city.id, status, expiresAt })).id;
});
afterAll(() => database.close());

const lifecycle = () => adLifecycle({ db: database.db, now: () => now });
const rowOf = async (id: number) =>
  (await database.db.select().from(products).where(eq(products.id, id)))[0]!;
const clean = screeningOf([]);
const doubt = screeningOf([
  { rule: 'banned_goods', reason: 'Запрещённый товар: Оружие и боеприпасы', fragments: ['пистолет'] },
]);
const refuse = screeningOf([
  { rule: 'contacts', reason: 'Контакты в тексте объявления', fragments: ['89123456789'] },
]);

/** Each move as a call on an ad, and the state it leads to (republishing runs the check on a clean ad). */
const moves: Record<keyof typeof adMoves, { run: (id: number) => Promise<unknown>; to: AdState }> = {
  approve: { run: (id) => lifecycle().approve(id), to: 'active' },
  reject: { run: (id) => lifecycle().reject(id, 'Фото не соответствует'), to: 'rejected' },
  sell: { run: (id) => lifecycle().sell(id), to: 'sold' },
  archive: { run: (id) => lifecycle().archive(id), to: 'archived' },
  renew: { run: (id) => lifecycle().renew(id, clean), to: 'active' },
  relist: { run: (id) => lifecycle().relist(id, clean), to: 'active' },
  expire: { run: () => lifecycle().expireDue(), to: 'expired' },
  appeal: { run: (id) => lifecycle().appeal(id, 'Это мой товар, фото сделано мной'), to: 'moderation' },
};

describe('the ad lifecycle', () => {
  it('starts each move from the states of the product rules (the seller’s from their buttons)', () => {
    expect(adMoves).toEqual({
      approve: ['moderation', 'active'],
      reject: ['moderation', 'active'],
      sell: ['active'],
      archive: ['moderation', 'active'],
      renew: ['expired'],
      relist: ['sold', 'archived'],
      expire: ['active'],
      appeal: ['rejected'],
    });
  });

  for (const [move, from] of Object.entries(adMoves) as [keyof typeof adMoves, readonly AdState[]][]) {
    it(`${move}: moves only from ${from.join(', ')}, and changes nothing from any other state`, async () => {
      for (const state of adStates) {
        // Past its placement period, so that `expire` has something to do from `active`.
        const id = await adOf(state, new Date(now.getTime() - day));
        const before = await rowOf(id);
        await moves[move].run(id);
        const after = await rowOf(id);
        if (from.includes(state)) expect(after.status, `${move} from ${state}`).toBe(moves[move].to);
        else expect(after, `${move} from ${state}`).toEqual(before);
      }
    });
  }

  it('approving from the queue starts a placement period; approving a live ad keeps its own', async () => {
    const queued = await adOf('moderation');
    expect(await lifecycle().approve(queued)).toBe(true);
    expect((await rowOf(queued)).expiresAt).toEqual(new Date(now.getTime() + adLimits.placementDays * day));
    const ownEnd = new Date(now.getTime() + 3 * day);
    const live = await adOf('active', ownEnd);
    expect(await lifecycle().approve(live)).toBe(true);
    expect(await rowOf(live)).toMatchObject({ status: 'active', expiresAt: ownEnd, moderationNote: null });
  });

  it('rejecting keeps the reason for the seller', async () => {
    const id = await adOf('moderation');
    expect(await lifecycle().reject(id, 'Фото не соответствует')).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', moderationNote: 'Фото не соответствует' });
  });

  it('an edit moves from the state it read only: after a decision in between it changes nothing', async () => {
    const id = await adOf('moderation');
    const edit = (read: AdState) =>
      lifecycle().edit(id, read, lifecycle().stateAfterEdit(read, false, clean), database.db);
    await lifecycle().reject(id, 'Фото не соответствует');
    const rejected = await rowOf(id);
    expect(await edit('moderation')).toBe(false);
    expect(await rowOf(id)).toEqual(rejected);
    expect(await edit('rejected')).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'moderation', moderationNote: null });
  });

  it('republishing goes by the checks again: a doubt to a moderator, a refusal back to the seller', async () => {
    const held = await adOf('expired');
    expect(await lifecycle().renew(held, doubt)).toEqual({
      status: 'moderation',
      message: messages.adSentToModeration,
      note: doubt.note,
    });
    expect(await rowOf(held)).toMatchObject({
      status: 'moderation',
      expiresAt: null,
      screeningRisk: doubt.risk,
      screeningFindings: doubt.findings,
    });
    const returned = await adOf('sold');
    expect((await lifecycle().relist(returned, refuse))?.status).toBe('rejected');
    expect(await rowOf(returned)).toMatchObject({
      status: 'rejected',
      refusedByCheck: true,
      moderationNote: refuse.note,
    });
  });

  it('after an edit: a live ad stays live when clean; clean, the checks’ refusal or hold lifts', () => {
    const after = (state: AdState, byCheck: boolean, screening = clean) =>
      lifecycle().stateAfterEdit(state, byCheck, screening)?.values.status;
    expect(after('active', false)).toBe('active');
    expect(after('active', false, doubt)).toBe('moderation');
    expect(after('active', false, refuse)).toBe('rejected');
    expect(after('moderation', false)).toBe('active');
    expect(after('moderation', false, refuse)).toBe('rejected');
    expect(after('rejected', true)).toBe('active');
    expect(after('rejected', true, doubt)).toBe('moderation');
    // A moderator's rejection is lifted by a moderator only.
    expect(after('rejected', false)).toBe('moderation');
    for (const state of ['sold', 'archived', 'expired'] as const)
      expect(after(state, false, refuse)).toBeUndefined();
  });

  it('a moderator’s approval or rejection clears the checks’ refusal mark', async () => {
    const id = await adOf('moderation');
    await database.db.update(products).set({ refusedByCheck: true }).where(eq(products.id, id));
    await lifecycle().reject(id, 'Фото не соответствует');
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', refusedByCheck: false });
  });

  it('expires only active ads whose placement period is over', async () => {
    const due = await adOf('active', new Date(now.getTime() - 1000));
    const running = await adOf('active', new Date(now.getTime() + day));
    const expired = await lifecycle().expireDue();
    expect(expired).toContain(due);
    expect(expired).not.toContain(running);
    expect([(await rowOf(due)).status, (await rowOf(running)).status]).toEqual(['expired', 'active']);
  });
});
