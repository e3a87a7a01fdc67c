import type { z } from 'zod';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  categoriesReplySchema,
  geocodeReplySchema,
  mapPointsReplySchema,
  messages,
  publicConfigSchema,
  type MapPoint,
} from '@mp/contract';
import { mapPoint, publicConfig } from '../../features/map/test/fixtures.ts';
import { useCityStore } from '../../features/city/store.ts';
import { categories } from '../../test/fixtures/products.ts';
import { failure, ok, serveApi, type Routes, type SentRequest } from '../../test/api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { AdMapPage, MapPage } from './MapPage.tsx';

// The real Leaflet runs here. jsdom has no layout, so every element would measure 0×0 and the map
// would see an empty box; elements get a fixed 800×600 size instead (the only stand-in, at the edge).
const size = { clientWidth: 800, clientHeight: 600 };
const saved = Object.fromEntries(
  Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(async () => {
  // Leaflet's chunk is loaded lazily; load it once up front so each test only waits for the network.
  await import('../../features/map/MapView.tsx');
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});
beforeEach(() => {
  // A laptop's width, where the list stands beside the map.
  vi.stubGlobal('innerWidth', 1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Unmounted first: a page that reads the city would draw itself again for the change.
  cleanup();
  useCityStore.setState({ city: null });
});

const moscow = { id: 1, name: 'Москва', region: 'Москва', latitude: 55.75, longitude: 37.62, population: 1 };
const config = publicConfig;
const point = mapPoint;

/** The map's answer: these points, all the view holds, or a dense view's reply. */
function serve(points: MapPoint[] | z.infer<typeof mapPointsReplySchema>, routes: Routes = {}) {
  const reply = Array.isArray(points)
    ? { data: points, clusters: [], total: points.length, truncated: false }
    : points;
  return serveApi({
    'GET /api/config': ok(publicConfigSchema, config),
    'GET /api/categories': ok(categoriesReplySchema, { data: categories }),
    'GET /api/products/map': ok(mapPointsReplySchema, reply),
    ...routes,
  });
}

const mapCalls = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path === '/api/products/map')
    .map((request) => new URL(request.path + request.search, 'http://localhost'));

describe('MapPage', () => {
  it('draws the list on a narrower screen only when asked for it, in the map’s place', async () => {
    vi.stubGlobal('innerWidth', 390);
    serve([point(1, 55.75, 37.6, 'Диван угловой')]);
    renderRoute(<MapPage />, { path: '/map', url: '/map' });
    expect(await screen.findByText('1 объявление', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Объявления в области карты' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Списком' }));
    const list = screen.getByRole('region', { name: 'Объявления в области карты' });
    expect(within(list).getByRole('link', { name: /Диван угловой/ })).toHaveAttribute('href', '/product/1');
  });

  it('asks for the ads in the visible box of the chosen city, with the filters from the URL', async () => {
    useCityStore.setState({ city: moscow });
    const sent = serve([point(1, 55.75, 37.6, 'Диван угловой'), point(2, 55.76, 37.65, 'Велосипед')]);
    renderRoute(<MapPage />, { path: '/map', url: '/map?category_id=1&vip=1&filter[color]=red&sort=price' });

    expect(await screen.findByRole('region', { name: 'Карта объявлений' })).toBeInTheDocument();
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(1), { timeout: 3000 });
    const [request] = mapCalls(sent);
    const [west, south, east, north] = (request?.searchParams.get('bbox') ?? '').split(',').map(Number);
    // Zoom 11 around Moscow: a box of some tens of kilometres that contains the city centre.
    expect(west).toBeLessThan(37.62);
    expect(east).toBeGreaterThan(37.62);
    expect(south).toBeLessThan(55.75);
    expect(north).toBeGreaterThan(55.75);
    expect((east as number) - (west as number)).toBeLessThan(1);
    expect(request?.searchParams.get('category_id')).toBe('1');
    expect(request?.searchParams.get('vip')).toBe('1');
    expect(request?.searchParams.getAll('filter[color]')).toEqual(['red']);
    expect(request?.searchParams.has('sort')).toBe(false);

    // The list alternative of the visible ads, linking to their pages.
    const list = screen.getByRole('region', { name: 'Объявления в области карты' });
    expect(await within(list).findByRole('link', { name: /Диван угловой/ })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(within(list).getByRole('link', { name: /Велосипед/ })).toHaveAttribute('href', '/product/2');
    expect(screen.getByText('2 объявления')).toBeInTheDocument();
    expect(screen.queryByText('Приблизьте карту, чтобы увидеть все объявления')).not.toBeInTheDocument();
  });

  it('clusters nearby ads with their count, and a marker opens the ad’s card', async () => {
    useCityStore.setState({ city: moscow });
    serve([
      point(1, 55.75, 37.62),
      point(2, 55.7501, 37.6201),
      point(3, 55.7502, 37.6202),
      point(4, 55.8, 37.4),
    ]);
    const { container } = renderRoute(<MapPage />, { path: '/map', url: '/map' });

    const cluster = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].find(
        (marker) => marker.textContent === '3',
      );
      if (!found) throw new Error('no cluster yet');
      return found;
    });
    expect(cluster).toHaveAttribute('title', '3 объявления рядом. Приблизить');

    const single = container.querySelector<HTMLElement>('.leaflet-marker-icon[title="Товар 4"]');
    expect(single).not.toBeNull();
    act(() => {
      fireEvent.click(single as HTMLElement);
    });
    const popup = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.leaflet-popup');
      if (!found) throw new Error('no popup yet');
      return found;
    });
    expect(await within(popup).findByRole('link', { name: /Товар 4/ })).toHaveAttribute('href', '/product/4');
    expect(within(popup).getByText('4 000 ₽')).toBeInTheDocument();

    // Clicking a cluster zooms in until its ads part.
    act(() => {
      fireEvent.click(cluster);
    });
    await waitFor(() =>
      expect(container.querySelector('.leaflet-marker-icon[title="Товар 2"]')).not.toBeNull(),
    );
    expect(container.querySelector('.leaflet-marker-icon[title="Товар 1"]')).not.toBeNull();
  });

  it('draws a dense view as the server’s counted cells, its total above, a sample in the list', async () => {
    vi.stubGlobal('innerWidth', 1280);
    const cell = { west: 37.52, south: 55.68, east: 37.6, north: 55.76 };
    const sent = serve({
      data: [point(1, 55.75, 37.58, 'Диван угловой')],
      clusters: [{ latitude: 55.72, longitude: 37.55, count: 1234, bbox: cell }],
      total: 5678,
      truncated: true,
    });
    const { container } = renderRoute(<MapPage />, { path: '/map', url: '/map' });
    expect(await screen.findByText('5 678 объявлений')).toBeInTheDocument();
    const cluster = await waitFor(() => {
      const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon[title$="рядом. Приблизить"]');
      expect(marker).not.toBeNull();
      return marker as HTMLElement;
    });
    expect(cluster.title.replace(/\s/g, ' ')).toBe('1 234 объявления рядом. Приблизить');
    expect(cluster).toHaveTextContent(/^1,2\s*тыс\.$/);
    // The sample is listed, not drawn: the map shows every ad in the cells' counts already.
    expect(container.querySelector('.leaflet-marker-icon[title="Диван угловой"]')).toBeNull();
    const list = screen.getByRole('region', { name: 'Объявления в области карты' });
    expect(within(list).getByText('Диван угловой')).toBeInTheDocument();
    expect(
      within(list).getByText('Показаны первые 1. Приблизьте карту, чтобы увидеть остальные.'),
    ).toBeInTheDocument();

    // A cell zooms in to its own box: the next view holds the cell and is narrower than the first.
    const boxOf = (url: URL | undefined) => (url?.searchParams.get('bbox') ?? '').split(',').map(Number);
    const [firstWest = 0, , firstEast = 0] = boxOf(mapCalls(sent).at(-1));
    act(() => {
      fireEvent.click(cluster);
    });
    await waitFor(() => expect(boxOf(mapCalls(sent).at(-1))[0]).not.toBe(firstWest));
    const [west = 0, south = 0, east = 0, north = 0] = boxOf(mapCalls(sent).at(-1));
    expect(east - west).toBeLessThan(firstEast - firstWest);
    expect(west).toBeLessThanOrEqual(cell.west);
    expect(east).toBeGreaterThanOrEqual(cell.east);
    expect(south).toBeLessThanOrEqual(cell.south);
    expect(north).toBeGreaterThanOrEqual(cell.north);
  });

  it('keeps filter changes in its own URL and refetches', async () => {
    const sent = serve([]);
    const { router } = renderRoute(<AdMapPage />, { path: '/ad', url: '/ad?search=диван' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Объявления на карте' })).toBeInTheDocument();
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(1), { timeout: 3000 });
    expect(await screen.findByText('В этой области карты нет объявлений')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('checkbox', { name: 'VIP-объявление' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/ad');
    expect(new URLSearchParams(router.state.location.search).get('vip')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('диван');
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(2));
    expect(mapCalls(sent)[1]?.searchParams.get('vip')).toBe('1');
  });

  it('says so when the points cannot be loaded', async () => {
    serveApi({
      'GET /api/config': ok(publicConfigSchema, config),
      'GET /api/products/map': failure(500, 'Ошибка'),
    });
    renderRoute(<MapPage />, { path: '/map', url: '/map' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить объявления на карте');
  });

  it('opens at the place of a product page’s «Открыть на большой карте» link', async () => {
    useCityStore.setState({ city: moscow });
    const sent = serve([]);
    renderRoute(<MapPage />, { path: '/map', url: '/map?lat=59.93&lng=30.31' });
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(1), { timeout: 3000 });
    const [west, south, east, north] = (mapCalls(sent)[0]?.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number) as [number, number, number, number];
    expect(west < 30.31 && 30.31 < east && south < 59.93 && 59.93 < north).toBe(true);
    expect(east - west).toBeLessThan(0.1);
  });

  it('finds a place through the geocoder and moves the map there', async () => {
    useCityStore.setState({ city: moscow });
    const kazan = { display_name: 'Казань, Республика Татарстан, Россия', lat: 55.7963, lon: 49.1088 };
    const sent = serve([], { 'GET /api/geocode': ok(geocodeReplySchema, { data: [kazan] }) });
    renderRoute(<MapPage />, { path: '/map', url: '/map' });
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(1), { timeout: 3000 });

    const ui = userEvent.setup();
    await ui.type(screen.getByRole('combobox', { name: 'Найти место на карте' }), 'Казань');
    await ui.click(await screen.findByRole('option', { name: kazan.display_name }));
    const geocoded = sent.filter((request) => request.path === '/api/geocode');
    expect(geocoded.map((request) => decodeURIComponent(request.search))).toEqual(['?q=Казань']);
    await waitFor(() => expect(mapCalls(sent)).toHaveLength(2), { timeout: 3000 });
    const [west, south, east, north] = (mapCalls(sent)[1]?.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number) as [number, number, number, number];
    expect(west < kazan.lon && kazan.lon < east && south < kazan.lat && kazan.lat < north).toBe(true);
  });

  it('says so under the search when the geocoder fails', async () => {
    serve([], { 'GET /api/geocode': failure(502, messages.geocoderError) });
    renderRoute(<MapPage />, { path: '/map', url: '/map' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Найти место на карте' }), 'Казань');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.geocoderError);
  });
});
