import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCityStore } from '../../features/city/store.ts';
import { productDetail, list, reply } from '../../test/fixtures/products.ts';
import { productsReplySchema } from '@mp/contract';
import { ok, serveApi, unreadable } from '../../test/api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { HomePage } from './HomePage.tsx';

/** A stand-in IntersectionObserver whose targets the test brings into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

function scrollToEnd() {
  act(() => {
    for (const { callback, targets } of observers) {
      const entries = targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) callback(entries, {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useCityStore.setState({ city: productDetail.city });
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Unmounted first: a page that reads the city would draw itself again for the change.
  cleanup();
  useCityStore.setState({ city: null });
});

describe('HomePage', () => {
  it('pages the city list first, then the other cities, with headings', async () => {
    const sent = serveApi({
      'GET /api/products': ({ search }) =>
        new URLSearchParams(search).get('in_cities_page') === '1'
          ? ok(productsReplySchema, reply(list([1, 2], 1, 2, 3), list([], 0, 1, 1)))
          : ok(productsReplySchema, reply(list([2, 3], 2, 2, 3), list([90], 1, 1, 1))),
    });
    renderRoute(<HomePage />, { path: '/', url: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Объявления в Москве' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Объявления в других городах' })).not.toBeInTheDocument();
    // No section heading under the page's h1 (the title names the city): the cards' names are h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Товар 1' })).toBeInTheDocument();
    const first = new URLSearchParams(sent[0]?.search);
    expect(first.getAll('city_id[]')).toEqual(['1']);
    // The other cities' list starts after the city's last page: no other_page is asked for before.
    expect([...first.keys()].filter((key) => key !== 'city_id[]')).toEqual(['in_cities_page']);

    scrollToEnd();

    expect(await screen.findByRole('heading', { name: 'Объявления в других городах' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Товар 90' })).toBeInTheDocument();
    const second = new URLSearchParams(sent[1]?.search);
    expect(second.get('in_cities_page')).toBe('2');
    expect(second.has('other_page')).toBe(false);
    // Ad 2 came again on page 2 and is shown once; ad 90 now follows under its own heading.
    expect(
      screen.getAllByRole('article').map((card) => card.querySelector('a')?.getAttribute('href')),
    ).toEqual(['/product/1', '/product/2', '/product/3', '/product/90']);
  });

  it('shows the load error default when the feed reply is not JSON (a proxy page)', async () => {
    serveApi({ 'GET /api/products': unreadable(200) });
    renderRoute(<HomePage />, { path: '/', url: '/' });
    expect(await screen.findByText('Ошибка при загрузке товаров')).toBeInTheDocument();
  });
});
