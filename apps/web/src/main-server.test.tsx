import { describe, expect, it } from 'vitest';
import { categoriesReplySchema, productDetailReplySchema, productsReplySchema } from '@mp/contract';
import { failure, ok, serveApi } from './test/api.ts';
import { categories, list, productDetail, reply } from './test/fixtures/products.ts';
import { renderPage, type RenderedPage } from './main-server.tsx';

async function render(path: string, desktop = false): Promise<RenderedPage> {
  const page = await renderPage(`http://localhost${path}`, { desktop });
  if (!page) throw new Error(`${path} was not rendered`);
  return page;
}

describe('renderPage (server rendering)', () => {
  it("renders a page with the data its screens ask for, and gives that data for the browser's cache", async () => {
    const sent = serveApi({
      'GET /api/categories': () => ok(categoriesReplySchema, { data: categories }),
      'GET /api/products': () => ok(productsReplySchema, reply(list([], 1, 1), list([1, 2], 1, 1))),
    });
    const page = await render('/');

    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Свежие объявления');
    expect(page.html).toContain('Товар 1');
    expect(page.html).toContain('Товар 2');
    expect(page.html).toContain(categories[0]!.name);
    // Its buttons wait for the app to take the page over; links work at once.
    expect(page.html).toMatch(/<fieldset class="[^"]+" disabled="" role="presentation">/);
    // The first cards' photos are announced ahead, for the server to put in the head.
    expect(page.html).toMatch(
      /^<link rel="preload" as="image" href="\/storage\/products\/1\/card\.webp" fetchPriority="high"\/>/,
    );
    // No boundary left for an inline script to reveal: the page's CSP runs none.
    expect(page.html).not.toMatch(/<template|<script/);
    const keys = page.data.state.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['categories', 'products']));
    expect(sent.filter((request) => request.path === '/api/products')).toHaveLength(1);
  });

  it('leaves a failed query loading, for the browser to ask again, and out of the data', async () => {
    serveApi({
      'GET /api/categories': () => ok(categoriesReplySchema, { data: categories }),
      'GET /api/products/7': () => failure(404, 'Ресурс не найден'),
      'GET /api/config': () => failure(500, 'Ошибка сервера'),
    });
    const page = await render('/product/7', true);

    expect(page.html).toContain('aria-busy="true"');
    expect(page.data.state.queries.map((query) => query.queryKey[0])).not.toContain('products');
  });

  it('renders an ad page from its data', async () => {
    serveApi({
      'GET /api/categories': () => ok(categoriesReplySchema, { data: categories }),
      [`GET /api/products/${productDetail.id}`]: () => ok(productDetailReplySchema, { data: productDetail }),
    });
    const page = await render(`/product/${productDetail.id}`);
    expect(page.html).toContain(productDetail.name);
  });

  it("leaves to the browser the screens drawn from a visitor's own data or session", async () => {
    for (const path of ['/cart', '/profile/favourites', '/profile/settings', '/authorization', '/search']) {
      expect(await renderPage(`http://localhost${path}`, { desktop: false })).toBeUndefined();
    }
  });
});
