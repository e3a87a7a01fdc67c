import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messageReplySchema,
  messages,
  reviewSavedReplySchema,
  reviewStatsSchema,
  reviewLimits,
  storageKeys,
  type Review,
} from '@mp/contract';
import { order } from '../../test/fixtures/orders.ts';
import { failure, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { MyReviews } from './MyReviews.tsx';
import { OrderReviews } from './OrderReviews.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { SellerReviewsDialog } from './SellerReviewsDialog.tsx';
import { review, reviewsPage } from '../../test/fixtures/reviews.ts';

const photosLabel = 'Фотографии: до 5, каждая не больше 5 МБ';
const picture = (name: string, bytes = 4, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('reviews under a completed order', () => {
  it('lets the buyer review the ad with a mark, a text and a photo, then shows the mark given', async () => {
    let given: Review[] = [];
    const sent = serveApi({
      'GET /api/reviews': () => reviewsPage(given),
      'POST /api/products/11/reviews': () => {
        given = [review(1, { rating: 9 })];
        return ok(reviewSavedReplySchema, { message: messages.reviewPublished, data: given[0]! }, 201);
      },
    });
    renderWithApp(<OrderReviews order={order(5, { status: 'completed' })} />);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Оставить отзыв' }));
    const dialog = screen.getByRole('dialog', { name: 'Отзыв о товаре «Велосипед Stels»' });

    await ui.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.reviewRatingInvalid);
    await ui.click(within(dialog).getByRole('button', { name: '9 из 10' }));
    await ui.type(within(dialog).getByLabelText('Отзыв'), 'Отличный велосипед');
    await ui.upload(within(dialog).getByLabelText(photosLabel), picture('bike.png'));
    await ui.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));

    expect(await screen.findByText('Ваш отзыв: 9 из 10')).toBeInTheDocument();
    const posted = sent.find((request) => request.method === 'POST')!.body as FormData;
    expect([posted.get('rating'), posted.get('review'), (posted.get('images[]') as File).name]).toEqual([
      '9',
      'Отличный велосипед',
      'bike.png',
    ]);
    expect(sent.find((request) => request.method === 'GET')?.search).toBe('?order_id=5');
    expect(toasts()).toEqual([messages.reviewPublished]);
  });

  it('checks photos before sending: the limits in the label, the server’s messages, a photo taken back', async () => {
    const sent = serveApi({
      'GET /api/reviews': reviewsPage([]),
      'POST /api/products/11/reviews': () =>
        ok(reviewSavedReplySchema, { message: messages.reviewPublished, data: review(1) }, 201),
    });
    renderWithApp(<OrderReviews order={order(5, { status: 'completed' })} />);
    const ui = userEvent.setup({ applyAccept: false });
    await ui.click(await screen.findByRole('button', { name: 'Оставить отзыв' }));
    const dialog = screen.getByRole('dialog', { name: 'Отзыв о товаре «Велосипед Stels»' });
    const input = within(dialog).getByLabelText(photosLabel);
    expect(within(dialog).getByRole('group', { name: photosLabel })).toBeInTheDocument();

    await ui.upload(input, picture('big.png', reviewLimits.imageMaxBytes + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.avatarTooLarge);
    await ui.upload(input, picture('notes.txt', 4, 'text/plain'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.avatarNotImage);
    await ui.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((name) => picture(`${name}.png`)),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.reviewImagesTooMany);
    expect(within(dialog).getByRole('button', { name: 'выберите файлы' })).toBeDisabled();
    await ui.click(within(dialog).getByRole('button', { name: 'Убрать фото 2.png' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Новые фото' })).getAllByRole('listitem'),
    ).toHaveLength(4);

    await ui.click(within(dialog).getByRole('button', { name: '8 из 10' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const posted = sent.find((request) => request.method === 'POST')!.body as FormData;
    expect((posted.getAll('images[]') as File[]).map((file) => file.name)).toEqual([
      '1.png',
      '3.png',
      '4.png',
      '5.png',
    ]);
  });

  it('rates the seller, and keeps a refusal’s reason in the form', async () => {
    const sent = serveApi({
      'GET /api/reviews': reviewsPage([]),
      'POST /api/company/reviews': failure(409, messages.reviewAlreadyLeft),
    });
    renderWithApp(<OrderReviews order={order(5, { status: 'completed' })} />);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Оценить продавца' }));
    const dialog = screen.getByRole('dialog', { name: 'Отзыв о продавце Продавец 7' });
    expect(within(dialog).queryByLabelText(photosLabel)).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: '10 из 10' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.reviewAlreadyLeft);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      seller_id: 7,
      rating: 10,
      comment: '',
    });
  });

  it('offers nothing before the order is completed, nor to its seller', () => {
    const sent = serveApi({});
    const { unmount } = renderWithApp(<OrderReviews order={order(5, { status: 'shipped' })} />);
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<OrderReviews order={order(5, { status: 'completed', role: 'seller' })} />);
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('the seller’s reviews modal', () => {
  it('shows the mean, the count and the reviews, or «Пока нет отзывов»', async () => {
    serveApi({
      'GET /api/company/reviews': reviewsPage([review(1), review(2, { rating: 7, comment: 'Нормально' })]),
    });
    const { unmount } = renderWithApp(
      <SellerReviewsDialog open onClose={() => {}} sellerId={7} rating={8} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Отзывы' });
    expect(await within(dialog).findByText('Нормально')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('8 из 10');
    expect(dialog).toHaveTextContent('2 отзыва');
    unmount();

    serveApi({ 'GET /api/company/reviews': reviewsPage([]) });
    renderWithApp(<SellerReviewsDialog open onClose={() => {}} sellerId={7} rating={null} />);
    expect(await screen.findByText('Пока нет отзывов')).toBeInTheDocument();
  });
});

describe('«Мои отзывы»', () => {
  it('lists the person’s reviews, changes one and deletes one', async () => {
    let mine = [
      review(1),
      review(2, { kind: 'seller', product_id: null, product_name: null, rating: 6, comment: 'Долго' }),
    ];
    const sent = serveApi({
      'GET /api/reviews': () => reviewsPage(mine),
      'PUT /api/reviews/1': () => {
        mine = [review(1, { rating: 10, comment: 'Лучше не бывает' }), mine[1]!];
        return ok(reviewSavedReplySchema, { message: messages.reviewUpdated, data: mine[0]! });
      },
      'DELETE /api/reviews/2': () => {
        mine = mine.slice(0, 1);
        return ok(messageReplySchema, { message: messages.reviewDeleted });
      },
    });
    renderWithApp(<MyReviews userId={3} />);
    expect(await screen.findByText('Долго')).toBeInTheDocument();
    expect(sent[0]!.search).toBe('?user_id=3');

    const ui = userEvent.setup();
    await ui.click(screen.getAllByRole('button', { name: 'Изменить' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Изменить отзыв' });
    expect(within(dialog).getByRole('button', { name: '9 из 10' })).toHaveAttribute('aria-pressed', 'true');
    await ui.click(within(dialog).getByRole('button', { name: '10 из 10' }));
    await ui.clear(within(dialog).getByLabelText('Отзыв'));
    await ui.type(within(dialog).getByLabelText('Отзыв'), 'Лучше не бывает');
    await ui.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Лучше не бывает')).toBeInTheDocument();

    await ui.click(screen.getAllByRole('button', { name: 'Удалить' })[1]!);
    await waitFor(() => expect(screen.queryByText('Долго')).not.toBeInTheDocument());
    expect(toasts()).toEqual([messages.reviewUpdated, messages.reviewDeleted]);
  });

  it('shows the photos of the review being changed, and sends the ones dropped to replace them', async () => {
    const photos = ['/storage/reviews/a.webp', '/storage/reviews/b.webp'];
    const sent = serveApi({
      'GET /api/reviews': reviewsPage([review(1, { images: photos })]),
      'PUT /api/reviews/1': () =>
        ok(reviewSavedReplySchema, { message: messages.reviewUpdated, data: review(1) }),
    });
    renderWithApp(<MyReviews userId={3} />);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить отзыв' });
    const current = within(dialog).getByRole('list', { name: 'Фото отзыва' });
    expect([...current.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(photos);
    expect(dialog).toHaveTextContent('Новые фото заменят прежние');

    const area = within(dialog).getByText(/Перетащите фото сюда/).parentElement!;
    fireEvent.drop(area, { dataTransfer: { files: [picture('new.png')] } });
    expect(within(dialog).getByRole('list', { name: 'Новые фото' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Фото отзыва' })).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!.body as FormData;
    expect((put.getAll('images[]') as File[]).map((file) => file.name)).toEqual(['new.png']);
  });
});

describe('«Отзывы о товаре» on the ad page', () => {
  it('shows the ad’s mean, the count and the reviews with their photos', async () => {
    const sent = serveApi({
      'GET /api/reviews/stats': ok(reviewStatsSchema, { rating: 8, count: 2 }),
      'GET /api/reviews': reviewsPage([
        review(1, { images: ['/storage/reviews/a.webp'] }),
        review(2, { rating: 7, comment: 'Нормально' }),
      ]),
    });
    renderWithApp(<ProductReviews productId={11} />);
    const section = screen.getByRole('region', { name: 'Отзывы о товаре' });
    expect(await within(section).findByText('Нормально')).toBeInTheDocument();
    expect(section).toHaveTextContent('8 из 10');
    expect(section).toHaveTextContent('2 отзыва');
    expect(section.querySelector('img[src="/storage/reviews/a.webp"]')).not.toBeNull();
    expect(sent.map((request) => request.search).sort()).toEqual(['?product_id=11', '?product_id=11']);
  });

  it('says «Пока нет отзывов» for an ad without reviews', async () => {
    serveApi({
      'GET /api/reviews/stats': ok(reviewStatsSchema, { rating: null, count: 0 }),
      'GET /api/reviews': reviewsPage([]),
    });
    renderWithApp(<ProductReviews productId={11} />);
    expect(await screen.findByText('Пока нет отзывов')).toBeInTheDocument();
  });
});
