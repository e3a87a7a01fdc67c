import { describe, expect, it } from 'vitest';
import { categoriesReplySchema, productDetailReplySchema, productsReplySchema } from '@mp/contract';
import { failure, ok, serveApi } from './test/api.ts';
import { categories, list, productDetail, reply } from './test/fixtures/products.ts';
import { renderPage } from './main-server.tsx';

describe('renderPage (server rendering)', () => {
  it("renders a page with the data its screens ask for, and gives that data for the browser's cache", async () => {
    const sent = serveApi({
      'GET /api/categories': () => ok(categoriesReplySchema, { data: categories }),
      'GET /api/products': () => ok(productsReplySchema, reply(list([], 1, 1), list([1, 2], 1, 1))),
    });
    const page = await renderPage('http://localhost/', { desktop: false });

    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Свежие объявления');
    expect(page.html).toContain('Товар 1');
    expect(page.html).toContain('Товар 2');
    expect(page.html).toContain(categories[0]!.name);
    // No boundary left for an inline script to reveal: the page's CSP runs none.
    expect(page.html).not.toMatch(/<template|<script/);
    const keys = page.state.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['categories', 'products']));
    expect(sent.filter((request) => request.path === '/api/products')).toHaveLength(1);
  });

  it('leaves a failed query loading, for the browser to ask again, and out of the data', async () => {
    serveApi({
      'GET /api/categories': () => ok(categoriesReplySchema, { data: categories }),
      'GET /api/products/7': () => failure(404, 'Ресурс не найден'),
      'GET /api/config': () => failure(500, 'Ошибка сервера'),
    });
    const page = await renderPage('http://localhost/product/7', { desktop: true });

    expect(page.html).toContain('aria-busy="true"');
    expect(page.state.queries.map((query) => query.queryKey[0])).not.toContain('products');
  });

  it('renders an ad page from its data', async () => {
    serveApi({
      'GET /api/categories': () => ok(categoriesReplySchema, { data: categories }),
      [`GET /api/products/${productDetail.id}`]: () => ok(productDetailReplySchema, { data: productDetail }),
    });
    const page = await renderPage(`http://localhost/product/${productDetail.id}`, { desktop: false });
    expect(page.html).toContain(productDetail.name);
  });
});
