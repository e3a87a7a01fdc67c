import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesReplySchema, productsReplySchema, storageKeys } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { categories, list, reply } from '../../test/fixtures/products.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { SearchPage } from './SearchPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function openSearch(query: string) {
  serveApi({
    'GET /api/categories': ok(categoriesReplySchema, { data: categories }),
    'GET /api/products': ok(productsReplySchema, reply(list([1], 1, 1), list([], 1, 1, 0))),
  });
  return renderRoute(<SearchPage />, { path: '/search/:city', url: `/search/россия${query}` });
}

describe('«Показать на карте» on the search results', () => {
  it('opens the ad map (/ad) with the same filters for a signed-in user', async () => {
    localStorage.setItem(storageKeys.token, 'token');
    openSearch('?search=диван&category_id=1&vip=1&filter[color]=red');
    const link = await screen.findByRole('link', { name: 'Показать на карте' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/ad');
    expect(href.searchParams.get('search')).toBe('диван');
    expect(href.searchParams.get('category_id')).toBe('1');
    expect(href.searchParams.get('vip')).toBe('1');
    expect(href.searchParams.getAll('filter[color]')).toEqual(['red']);
  });

  it('opens the public map for a guest (/ad needs a session)', async () => {
    openSearch('?category_id=1');
    const link = await screen.findByRole('link', { name: 'Показать на карте' });
    expect(link).toHaveAttribute('href', '/map?category_id=1');
  });
});
