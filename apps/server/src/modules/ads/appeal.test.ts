import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type ModerationAd } from '@mp/contract';
import { useTestApp } from '../../test/harness.ts';
import {
  adCatalogue,
  adFields,
  adForm,
  savedAd,
  send,
  type AdCatalogue,
  type Reply,
} from './test-support.ts';

const t = useTestApp();
let c: AdCatalogue;
beforeAll(async () => {
  c = await adCatalogue(t.db);
});

const comment = 'Номер — это артикул модели, а не телефон';
const appeal = (token: string | undefined, id: number, body: object) =>
  send(t.app, 'POST', `/products/${id}/appeal`, token, body);
/** The ad as «Мои объявления» lists it under its state. */
async function ownAd(token: string, id: number, status: string) {
  const res = await send(t.app, 'GET', `/user/products?status=${status}`, token);
  return res
    .json<{ data: { id: number; status: string; can_appeal: boolean }[] }>()
    .data.find((ad) => ad.id === id);
}

/** An ad the automatic checks returned to its seller (a phone number in its description). */
async function refusedAd(token: string) {
  const res = await send(
    t.app,
    'POST',
    '/products',
    token,
    await adForm(adFields(c, { description: 'Звоните 8 912 345-67-89' })),
  );
  const ad = savedAd(res.body);
  expect(ad.status).toBe('rejected');
  expect(ad.can_appeal).toBe(true);
  return ad;
}

describe('POST /api/products/:id/appeal', () => {
  it('returns a refused ad to the queue once, with the seller’s comment for the moderator', async () => {
    const seller = await t.signedIn();
    const moderator = await t.signedIn('moderator');
    const ad = await refusedAd(seller.token);

    const res = await appeal(seller.token, ad.id, { comment: `  ${comment}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply>()).toMatchObject({
      message: messages.adAppealed,
      data: { status: 'moderation', can_appeal: false },
    });
    const queue = (await send(t.app, 'GET', '/moderation/products', moderator.token)).json<{
      data: ModerationAd[];
    }>().data;
    expect(queue.find((row) => row.id === ad.id)).toMatchObject({
      appeal: comment,
      findings: [{ rule: 'contacts' }],
    });

    // The moderator keeps the refusal: there is no second appeal.
    const rejected = await send(t.app, 'PATCH', `/moderation/products/${ad.id}`, moderator.token, {
      decision: 'reject',
      reason: 'Телефон в тексте',
    });
    expect(rejected.statusCode).toBe(200);
    const again = await appeal(seller.token, ad.id, { comment: 'Ещё раз' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Reply>().message).toBe(messages.adAppealUnavailable);
    expect(await ownAd(seller.token, ad.id, 'rejected')).toMatchObject({ can_appeal: false });
  });

  it('refuses a missing, blank or too long comment, someone else’s ad, a live one, and no session, changing nothing', async () => {
    const seller = await t.signedIn();
    const stranger = await t.signedIn();
    const ad = await refusedAd(seller.token);
    const cases: [string | undefined, number, object, number, string | undefined][] = [
      [seller.token, ad.id, {}, 422, messages.appealCommentRequired],
      [seller.token, ad.id, { comment: '   ' }, 422, messages.appealCommentRequired],
      [seller.token, ad.id, { comment: 42 }, 422, messages.appealCommentRequired],
      [seller.token, ad.id, { comment: 'я'.repeat(1001) }, 422, messages.appealCommentTooLong],
      [stranger.token, ad.id, { comment }, 403, undefined],
      [seller.token, 987_654_321, { comment }, 404, messages.productNotFound],
      [undefined, ad.id, { comment }, 401, undefined],
    ];
    for (const [token, id, body, status, message] of cases) {
      const res = await appeal(token, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    expect(await ownAd(seller.token, ad.id, 'rejected')).toMatchObject({ can_appeal: true });

    const live = savedAd(
      (await send(t.app, 'POST', '/products', seller.token, await adForm(adFields(c)))).body,
    );
    const notRefused = await appeal(seller.token, live.id, { comment });
    expect(notRefused.statusCode).toBe(409);
    expect(await ownAd(seller.token, live.id, 'active')).toMatchObject({ can_appeal: false });
  });
});
