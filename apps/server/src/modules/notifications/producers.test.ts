import { beforeAll, describe, expect, it } from 'vitest';
import { notificationLabels, type OrdersCreatedReply } from '@mp/contract';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
} from '../../test/fixtures.ts';
import { form, upload } from '../../test/images.ts';
import { noticesOf as notices } from '../../test/notifications.ts';

/** What the other domains' events leave in the notifications of the person they concern, and nobody else. */
const t = useTestApp();
let newAd: (userId: number, priceKopecks?: number) => Promise<number>;

beforeAll(async () => {
  const cityId = (await createCity(t.db, { name: 'Уведомлянск' })).id;
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  newAd = async (userId, priceKopecks = 250_000) =>
    (
      await createProduct(t.db, {
        userId,
        subcategory,
        cityId,
        quantity: 10,
        priceKopecks,
        name: 'Велосипед',
      })
    ).id;
});

const noticesOf = (who: SignedIn) => notices(t.db, who.user.id);

async function deal() {
  const [seller, buyer] = [await t.signedIn(), await t.signedIn()];
  const ad = await newAd(seller.user.id);
  const placed = await t.call('POST', '/orders', buyer.token, {
    items: [{ product_id: ad, quantity: 2 }],
    delivery_address: 'Москва, Тверская 1',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<OrdersCreatedReply>().orders[0]!.id;
  const moved = async (who: SignedIn, status: string) =>
    expect((await t.call('PUT', `/orders/${id}`, who.token, { status })).statusCode).toBe(200);
  return { seller, buyer, ad, id, moved };
}

describe('orders', () => {
  it('tell the seller of a new order, and nobody else', async () => {
    const { seller, buyer, id } = await deal();
    expect(await noticesOf(seller)).toEqual([
      {
        type: 'order_created',
        title: 'Новый заказ',
        message: `Заказ № ${id} на сумму 5 000 ₽`,
        link: `/profile/orders/${id}`,
      },
    ]);
    expect(await noticesOf(buyer)).toEqual([]);
  });

  it('tell the other party of each move', async () => {
    const { seller, buyer, id, moved } = await deal();
    await moved(seller, 'confirmed');
    await moved(seller, 'shipped');
    await moved(buyer, 'completed');

    const link = `/profile/orders/${id}`;
    expect(await noticesOf(buyer)).toEqual([
      {
        type: 'order_status',
        title: 'Заказ подтверждён',
        message: `Продавец подтвердил заказ № ${id}`,
        link,
      },
      { type: 'order_status', title: 'Заказ отправлен', message: `Продавец отправил заказ № ${id}`, link },
    ]);
    expect((await noticesOf(seller)).slice(1)).toEqual([
      {
        type: 'order_status',
        title: 'Заказ получен',
        message: `Покупатель подтвердил получение заказа № ${id}`,
        link,
      },
    ]);
  });

  it('tell the other party who cancelled', async () => {
    const byBuyer = await deal();
    expect((await t.call('DELETE', `/orders/${byBuyer.id}`, byBuyer.buyer.token)).statusCode).toBe(200);
    expect((await noticesOf(byBuyer.seller)).at(-1)).toMatchObject({
      title: 'Заказ отменён',
      message: `Покупатель отменил заказ № ${byBuyer.id}`,
    });
    expect(await noticesOf(byBuyer.buyer)).toEqual([]);

    const bySeller = await deal();
    await bySeller.moved(bySeller.seller, 'cancelled');
    expect(await noticesOf(bySeller.buyer)).toMatchObject([
      { title: 'Заказ отменён', message: `Продавец отменил заказ № ${bySeller.id}` },
    ]);
    expect(await noticesOf(bySeller.seller)).toHaveLength(1);
  });

  it('tell nobody of a refused move', async () => {
    const { seller, buyer, id } = await deal();
    expect((await t.call('PUT', `/orders/${id}`, buyer.token, { status: 'shipped' })).statusCode).toBe(409);
    expect(await noticesOf(seller)).toHaveLength(1);
    expect(await noticesOf(buyer)).toEqual([]);
  });
});

describe('reviews', () => {
  it('tell the seller of a review of them and of their ad, with a link to their page', async () => {
    const { seller, buyer, ad, moved } = await deal();
    await moved(seller, 'confirmed');
    await moved(seller, 'shipped');
    await moved(buyer, 'completed');
    const before = (await noticesOf(seller)).length;

    const ofSeller = await t.call('POST', '/company/reviews', buyer.token, {
      seller_id: seller.user.id,
      rating: 9,
      comment: 'Всё отлично',
    });
    expect(ofSeller.statusCode, ofSeller.body).toBe(201);
    const ofAd = await upload(
      t.app,
      'POST',
      `/products/${ad}/reviews`,
      buyer.token,
      form([
        { field: 'rating', data: '7' },
        { field: 'review', data: 'Хороший' },
      ]),
    );
    expect(ofAd.statusCode, ofAd.body).toBe(201);

    const link = `/profile/user/${seller.user.id}`;
    expect((await noticesOf(seller)).slice(before)).toEqual([
      { type: 'review', title: 'Новый отзыв', message: 'Покупатель оценил вас на 9 из 10', link },
      { type: 'review', title: 'Новый отзыв', message: 'Отзыв о товаре «Велосипед»: 7 из 10', link },
    ]);
    expect((await noticesOf(buyer)).map((notice) => notice.type)).not.toContain('review');
  });
});

describe('company moderation', () => {
  it('tells the owner of a moderator’s decision, once per decision', async () => {
    const [owner, moderator] = [await t.signedIn(), await t.signedIn('moderator')];
    const company = await createCompany(t.db, owner.user.id, {
      name: 'Велосалон',
      moderationStatus: 'pending',
    });
    const decide = async (status: string, who = moderator) =>
      expect(
        (
          await t.call('PATCH', `/statuscompanies/${company.id}/status`, who.token, {
            moderation_status: status,
          })
        ).statusCode,
      ).toBe(200);

    await decide('rejected');
    await decide('rejected');
    await decide('pending');
    await decide('approved');

    expect(await noticesOf(owner)).toEqual([
      {
        type: 'company_moderation',
        title: 'Отклонено модерацией',
        message: notificationLabels.companyRejectedText('Велосалон'),
        link: '/profile/settings',
      },
      {
        type: 'company_moderation',
        title: 'Профиль подтвержден',
        message: notificationLabels.companyApprovedText('Велосалон'),
        link: '/profile/settings',
      },
    ]);
    expect(await noticesOf(moderator)).toEqual([]);
  });

  it('tells the owner nothing of their own temporary panel', async () => {
    const owner = await t.signedIn();
    const company = await createCompany(t.db, owner.user.id, { moderationStatus: 'pending' });
    const res = await t.call('PATCH', `/statuscompanies/${company.id}/status`, owner.token, {
      moderation_status: 'approved',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await noticesOf(owner)).toEqual([]);
  });
});
