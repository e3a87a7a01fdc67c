import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  categoriesReplySchema,
  cityReplySchema,
  citySlug,
  messages,
  type City,
  filtersReplySchema,
  productsReplySchema,
  type ProductsReply,
} from '@mp/contract';
import { empty, failure, ok, serveApi, unreadable, type SentRequest } from '../../test/api.ts';
import { categories, list, phoneFilters, reply } from '../../test/fixtures/products.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { useCityStore } from '../../features/city/index.ts';
import { SearchPage } from './SearchPage.tsx';

const city = (id: number, name: string): City => ({
  id,
  name,
  region: name,
  latitude: 55,
  longitude: 37,
  population: 1_000_000,
});
const moscow = city(1, 'Москва');
const kazan = city(2, 'Казань');

let productsReply: ProductsReply;
let sent: SentRequest[];

beforeEach(() => {
  productsReply = reply(list([1, 2, 3], 1, 1, 1234), list([], 1, 1, 0));
  sent = serveApi({
    'GET /api/categories': ok(categoriesReplySchema, { data: categories }),
    'GET /api/filters': ok(filtersReplySchema, { data: phoneFilters }),
    'GET /api/cities/by-slug/:slug': (request) => {
      const slug = decodeURIComponent(request.path.split('/').at(-1) ?? '');
      const named = [kazan, moscow].find((known) => citySlug(known) === slug);
      return named ? ok(cityReplySchema, { data: named }) : failure(404, messages.cityNotFound);
    },
    // Read when asked, so that a test may change the reply first.
    'GET /api/products': () => ok(productsReplySchema, productsReply),
    'POST /api/search/clicks': empty(204),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Unmounted first: a page that reads the city would draw itself again for the change.
  cleanup();
  useCityStore.setState({ city: null });
});

const openSearch = (query = '', city = 'россия') =>
  renderRoute(<SearchPage />, { path: '/search/:city', url: `/search/${city}${query}` });

/** Query parameters of the page URL. */
const pageParams = (router: ReturnType<typeof openSearch>['router']) =>
  new URLSearchParams(router.state.location.search);

/** Query parameters of the latest products request. */
function lastProductsRequest(): URLSearchParams {
  const last = sent.filter((request) => request.path === '/api/products').at(-1);
  if (!last) throw new Error('no products request');
  return new URLSearchParams(last.search);
}

describe('SearchPage', () => {
  it('has the filter panel beside the results from 768 px, and only the filter screen’s button on a phone', async () => {
    openSearch('?search=iphone');
    expect(await screen.findByRole('complementary', { name: 'Фильтры' })).toBeInTheDocument();
    cleanup();

    vi.stubGlobal('innerWidth', 390);
    openSearch('?search=iphone');
    expect(await screen.findByText('Найдено 1 234 объявления')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Фильтры' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Фильтры/ })).toBeInTheDocument();
  });

  it('shows the title, the found count and the results', async () => {
    openSearch('?search=iphone');
    expect(await screen.findByText('Найдено 1 234 объявления')).toBeInTheDocument();
    // The count of the title is the city list's; without a city that list is all of Russia.
    expect(
      screen.getByRole('heading', { level: 1, name: '«iphone» в России — 1\u00a0234 объявления' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('«iphone» в России — 1\u00a0234 объявления');
    expect(screen.getByText('по запросу «iphone»')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(lastProductsRequest().get('search')).toBe('iphone');
    expect(lastProductsRequest().get('in_cities_page')).toBe('1');
  });

  it('tells the server which ad was opened from the results of the words typed', async () => {
    openSearch('?search=моник');
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(within(first!).getAllByRole('link')[0]!);
    await waitFor(() =>
      expect(
        sent.filter((request) => request.path === '/api/search/clicks').map((request) => request.body),
      ).toEqual([{ search: 'моник', product_id: 1 }]),
    );
  });

  it('tells nothing when the list was not searched by words', async () => {
    openSearch('?category_id=1');
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(within(first!).getAllByRole('link')[0]!);
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    expect(sent.some((request) => request.path === '/api/search/clicks')).toBe(false);
  });

  it('says an estimated count is one, and says why the list ends before it', async () => {
    const broad = list([1, 2, 3], 50, 50, 27_000);
    productsReply = reply(
      { ...broad, pagination: { ...broad.pagination, estimated: true } },
      list([], 1, 1, 0),
    );
    openSearch('?search=квартира');
    expect(await screen.findByText('Найдено около 27 000 объявлений')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '«квартира» в России — около 27\u00a0000 объявлений' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Показаны первые 1 000 объявлений. Уточните запрос или фильтры, чтобы увидеть остальные.',
      ),
    ).toBeInTheDocument();
  });

  it('says what was searched instead of a typo, and links to the search exactly as typed', async () => {
    productsReply = { ...productsReply, searched_as: 'велосипед' };
    const { router } = openSearch('?search=велсипед&vip=1', 'москва');
    expect(await screen.findByText(/Показаны результаты по запросу «велосипед»/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '«велосипед» в Москве — 1\u00a0234 объявления' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Искать «велсипед»' }));
    await waitFor(() => expect(pageParams(router).get('exact')).toBe('1'));
    expect(pageParams(router).get('search')).toBe('велсипед');
    expect(pageParams(router).get('vip')).toBe('1');
    await waitFor(() => expect(lastProductsRequest().get('exact')).toBe('1'));
  });

  it('asks for the exact text only with a search', async () => {
    openSearch('?exact=1&category_id=1');
    await screen.findByText('Найдено 1 234 объявления');
    expect(lastProductsRequest().has('exact')).toBe(false);
    expect(screen.queryByText(/Показаны результаты/)).not.toBeInTheDocument();
  });

  it('names the page after the subcategory picked in the catalogue', async () => {
    openSearch('?subcategory_id=11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Телефоны в России — 1\u00a0234 объявления' }),
    ).toBeInTheDocument();
  });

  it('takes the city from the address, selects it, and names it in the heading and the tab title', async () => {
    productsReply = reply(list([1, 2], 1, 1, 25), list([3], 1, 1, 40));
    openSearch('?subcategory_id=11', 'москва');
    const title = 'Телефоны в Москве — 25 объявлений';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(lastProductsRequest().getAll('city_id[]')).toEqual([String(moscow.id)]);
    expect(useCityStore.getState().city).toEqual(moscow);
  });

  it('reads a name no city has as all of Russia, asking for that one name, not the list of cities', async () => {
    useCityStore.setState({ city: moscow });
    openSearch('?subcategory_id=11', 'атлантида');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Телефоны в России — 1\u00a0234 объявления' }),
    ).toBeInTheDocument();
    expect(lastProductsRequest().has('city_id[]')).toBe(false);
    expect(useCityStore.getState().city).toBeNull();
    const asked = sent.filter((request) => request.path.startsWith('/api/cities'));
    expect(asked.map((request) => decodeURIComponent(request.path))).toEqual([
      '/api/cities/by-slug/атлантида',
    ]);
  });

  it('lets the address of all of Russia replace a stored city', async () => {
    useCityStore.setState({ city: moscow });
    openSearch('?search=iphone');
    expect(await screen.findByRole('heading', { level: 1, name: /в России/ })).toBeInTheDocument();
    expect(lastProductsRequest().has('city_id[]')).toBe(false);
    expect(useCityStore.getState().city).toBeNull();
  });

  it('changing the price updates the URL, stripping spaces and non-digits, and searches again', async () => {
    const { router } = openSearch('?search=iphone');
    const panel = await screen.findByRole('complementary', { name: 'Фильтры' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Цена, ₽ от' }), '15 000 руб{Enter}');
    await waitFor(() => expect(pageParams(router).get('price_from')).toBe('15000'));
    expect(pageParams(router).get('search')).toBe('iphone');
    await waitFor(() => expect(lastProductsRequest().get('price_from')).toBe('15000'));
  });

  it('offers no condition among the filters of vacancies, and keeps it for goods', async () => {
    const jobs = { id: 9, name: 'Работа', slug: 'jobs', icon: 'briefcase' as const, subcategories: [] };
    serveApi({
      'GET /api/categories': ok(categoriesReplySchema, { data: [...categories, jobs] }),
      'GET /api/filters': ok(filtersReplySchema, { data: [] }),
      'GET /api/products': () => ok(productsReplySchema, productsReply),
    });
    openSearch('?category_id=9');
    const panel = await screen.findByRole('complementary', { name: 'Фильтры' });
    await within(panel).findByRole('option', { name: 'Работа', selected: true });
    expect(within(panel).queryByRole('group', { name: 'Состояние' })).toBeNull();
    cleanup();
    openSearch('?category_id=1');
    const goods = await screen.findByRole('complementary', { name: 'Фильтры' });
    await within(goods).findByRole('option', { name: 'Электроника', selected: true });
    expect(within(goods).getByRole('group', { name: 'Состояние' })).toBeInTheDocument();
  });

  it('applies the VIP checkbox, the period and a dynamic filter through the URL', async () => {
    const { router } = openSearch('?category_id=1&subcategory_id=11');
    const panel = await screen.findByRole('complementary', { name: 'Фильтры' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'VIP-объявление' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'За 7 дней' }));
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'Samsung' }));
    const params = pageParams(router);
    expect(params.get('vip')).toBe('1');
    expect(params.get('period')).toBe('7d');
    expect(params.getAll('filter[brand]')).toEqual(['Samsung']);
    await waitFor(() => expect(lastProductsRequest().getAll('filter[brand]')).toEqual(['Samsung']));
  });

  it('shows a chip per active filter; removing one keeps the others', async () => {
    const { router } = openSearch(
      '?search=iphone&subcategory_id=11&price_from=1000&vip=1&filter[brand]=Apple&filter[brand]=Samsung',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать фильтр «Бренд: Apple»' }));
    const params = pageParams(router);
    expect(params.getAll('filter[brand]')).toEqual(['Samsung']);
    expect(params.get('price_from')).toBe('1000');
    expect(params.get('vip')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Убрать фильтр «от 1 000 ₽»' }));
    expect(pageParams(router).has('price_from')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Цена, ₽ от' })).toHaveValue('');
  });

  it('«Сбросить всё» clears the filters but keeps the search text', async () => {
    const { router } = openSearch('?search=iphone&category_id=1&vip=1&seller_type=company');
    const chips = await screen.findByRole('button', { name: 'Убрать фильтр «Электроника»' });
    await userEvent.click(
      within(chips.closest('ul') as HTMLElement).getByRole('button', { name: 'Сбросить всё' }),
    );
    expect([...pageParams(router).keys()]).toEqual(['search']);
  });

  it('sorts dearest first with «Дороже», carried in the URL and the request', async () => {
    const { router } = openSearch('?search=iphone');
    const sort = await screen.findByRole('combobox', { name: 'Сортировка' });
    await userEvent.selectOptions(sort, 'Дороже');
    expect(pageParams(router).get('sort')).toBe('price_desc');
    await waitFor(() => expect(lastProductsRequest().get('sort')).toBe('price_desc'));
  });

  it('reads «Дороже» back from the URL', async () => {
    openSearch('?sort=price_desc');
    const sort = await screen.findByRole('combobox', { name: 'Сортировка' });
    expect(within(sort).getByRole('option', { name: 'Дороже' })).toHaveProperty('selected', true);
  });

  it('says nothing was found, with a hint', async () => {
    productsReply = reply(list([], 1, 1, 0), list([], 1, 1, 0));
    openSearch('?search=абракадабра');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.getByText('Попробуйте изменить запрос или сбросить часть фильтров.')).toBeInTheDocument();
  });

  it('the mobile filter screen applies its draft only on «Применить»', async () => {
    const { router } = openSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Фильтры' }));
    const dialog = screen.getByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'VIP-объявление' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'За 24 часа' }));
    expect(pageParams(router).has('vip')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageParams(router).get('vip')).toBe('1');
    expect(pageParams(router).get('period')).toBe('24h');
  });

  it('shows the search error default when the reply is not JSON (a proxy page)', async () => {
    serveApi({ 'GET /api/products': unreadable(200) });
    openSearch('?search=iphone');
    expect(await screen.findByText('Ошибка при поиске товаров')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('prefers the server message when there is one', async () => {
    serveApi({ 'GET /api/products': failure(429, 'Слишком много запросов') });
    openSearch('?search=iphone');
    expect(await screen.findByText('Слишком много запросов')).toBeInTheDocument();
  });
});
