import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, shopsReplySchema, type Shop } from '@mp/contract';
import { useCityStore } from '../../features/city/index.ts';
import { failure, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShopsPage } from './ShopsPage.tsx';

const shop = (id: number, values: Partial<Shop> = {}): Shop => ({
  id,
  user_id: 100 + id,
  name: `Магазин ${id}`,
  logo: null,
  seller_type: 'online',
  verified: false,
  rating: null,
  reviews_count: 0,
  ads_count: 1,
  ...values,
});
const page = (data: Shop[], current = 1, last = 1) =>
  ok(shopsReplySchema, {
    data,
    pagination: { current_page: current, last_page: last, per_page: 20, total: data.length },
  });

afterEach(() => {
  // Unmounted first: the page reads the city and would draw itself again for the change.
  cleanup();
  useCityStore.setState({ city: null });
});

describe('/shops', () => {
  it('lists the shops of the chosen city with rating, reviews and ads, each opening the seller’s page', async () => {
    useCityStore.setState({
      city: {
        id: 7,
        name: 'Казань',
        region: 'Татарстан',
        latitude: 55.79,
        longitude: 49.12,
        population: 1_300_000,
      },
    });
    const sent = serveApi({
      'GET /api/shops': page([
        shop(1, {
          name: 'Электроника',
          verified: true,
          rating: 9,
          reviews_count: 12,
          ads_count: 21,
          logo: '/storage/l.webp',
        }),
        shop(2),
      ]),
    });
    renderWithApp(<ShopsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Магазины в Казани' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Электроника/ });
    expect(first).toHaveAttribute('href', '/profile/user/101');
    expect(within(first).getByRole('img', { name: 'Логотип: Электроника' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Проверенный магазин');
    expect(first).toHaveTextContent('9 из 10');
    expect(first).toHaveTextContent('12 отзывов');
    expect(first).toHaveTextContent('21 объявление');
    const second = screen.getByRole('link', { name: /Магазин 2/ });
    expect(second).toHaveTextContent('Нет оценок');
    expect(second).not.toHaveTextContent('Проверенный магазин');
    expect(sent[0]!.search).toBe('?city_id=7&page=1');
  });

  it('searches by name and says when no shop matches', async () => {
    const sent = serveApi({
      'GET /api/shops': (request) => (request.search.includes('search=') ? page([]) : page([shop(1)])),
    });
    renderWithApp(<ShopsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Магазины в России' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Магазин 1/ });

    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Поиск магазина по названию' }), 'книги');

    expect(await screen.findByText('Магазины с таким названием не найдены')).toBeInTheDocument();
    await waitFor(() => expect(sent.at(-1)!.search).toBe(`?search=${encodeURIComponent('книги')}&page=1`));
  });

  it('loads more shops page by page', async () => {
    serveApi({
      'GET /api/shops': (request) =>
        request.search.includes('page=2')
          ? page([shop(21)], 2, 2)
          : page(
              Array.from({ length: 20 }, (_, i) => shop(i + 1)),
              1,
              2,
            ),
    });
    renderWithApp(<ShopsPage />);
    await screen.findByRole('link', { name: /Магазин 20/ });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('link', { name: /Магазин 21/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows the empty state, and a failure with a retry', async () => {
    serveApi({ 'GET /api/shops': failure(500, messages.serverError) });
    renderWithApp(<ShopsPage />);
    expect(await screen.findByText(messages.serverError)).toBeInTheDocument();

    serveApi({ 'GET /api/shops': page([]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Магазинов пока нет')).toBeInTheDocument();
  });
});
