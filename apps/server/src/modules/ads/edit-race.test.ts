import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { createProduct } from '../../test/fixtures.ts';
import { adCatalogue, adJson, send, type AdCatalogue, type Reply } from './test-support.ts';

const t = useTestApp();
let c: AdCatalogue;
let seller: SignedIn;
let moderator: SignedIn;
beforeAll(async () => {
  c = await adCatalogue(t.db);
  seller = await t.signedIn();
  moderator = await t.signedIn('moderator');
});

const rounds = 30;
const queuedName = 'Смартфон на проверке';

/** An ad of the seller waiting for a moderator. */
const queuedAd = () =>
  createProduct(t.db, {
    userId: seller.user.id,
    subcategory: c.phones,
    cityId: c.city.id,
    name: queuedName,
    status: 'moderation',
    images: 1,
  });

const rowOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

// An approval, because no order of the two may end with the ad queued again; after a rejection, an edit
// that read the rejected ad rightly sends it back to moderation.
describe('a seller’s edit racing a moderator’s decision', () => {
  it('never undoes the decision: the edit is saved whole, or refused with 409 and nothing saved', async () => {
    let refused = 0;
    for (let round = 0; round < rounds; round++) {
      const ad = await queuedAd();
      const name = `Смартфон, правка ${round}`;
      const [edit, decision] = await Promise.all([
        send(t.app, 'PATCH', `/products/${ad.id}`, seller.token, adJson(c, { name })),
        send(t.app, 'PATCH', `/moderation/products/${ad.id}`, moderator.token, { decision: 'approve' }),
      ]);
      expect(decision.statusCode, decision.body).toBe(200);
      const row = await rowOf(ad.id);
      // Whatever the order, the approval stands: an edit of the queued ad saved before it is approved
      // with it; one that read the ad queued and came after it is refused; one that read it approved
      // (and clean) keeps it on sale.
      expect(row.status, `round ${round}: edit ${edit.statusCode}`).toBe('active');
      if (edit.statusCode === 409) {
        expect(edit.json<Reply>().message).toBe(messages.adChangedMeanwhile);
        expect(row).toMatchObject({ name: queuedName, priceKopecks: ad.priceKopecks });
        refused++;
      } else {
        expect(edit.statusCode, edit.body).toBe(200);
        expect(row.name).toBe(name);
      }
    }
    // The race did happen: PGlite refuses every round (the approval lands between the edit's read and
    // write), PostgreSQL most of them.
    expect(refused).toBeGreaterThan(0);
  });
});
