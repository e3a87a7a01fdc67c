import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { breadcrumbs, type Category, screenLabels } from '@mp/contract';
import { queryKeys } from '../shared/api/query-keys.ts';
import { Breadcrumbs } from '../features/shell/Breadcrumbs.tsx';
import { resolveScreen } from './trail.ts';

const nothingCached = () => undefined;
const cache = (entries: [QueryKey, unknown][]) => (key: QueryKey) =>
  entries.find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1];
const at = (url: string, cached: (key: QueryKey) => unknown = nothingCached) => {
  const [pathname = '', search = ''] = url.split(/(?=\?)/);
  return resolveScreen({ pathname, search }, cached);
};
const labels = (url: string, cached?: (key: QueryKey) => unknown) =>
  at(url, cached).trail.map((item) => item.label);

const electronics: Category = {
  id: 5,
  name: 'Электроника',
  slug: 'electronics',
  icon: '📱',
  subcategories: [{ id: 25, category_id: 5, name: 'Телефоны', slug: 'phones' }],
};

describe('breadcrumbs from the route table', () => {
  it('has only Главная on the home page, whose breadcrumbs are hidden', () => {
    expect(labels('/')).toEqual(['Главная']);
    expect(at('/').route.hideBreadcrumbs).toBe(true);
  });

  it('names static screens', () => {
    expect(labels('/cart')).toEqual(['Главная', 'Корзина']);
    expect(labels('/profile/settings')).toEqual(['Главная', 'Настройки']);
    expect(labels('/profile/moderation')).toEqual([breadcrumbs.home, screenLabels.moderationTitle]);
  });

  it('links each ancestor screen that has a breadcrumb', () => {
    expect(at('/profile/orders/7').trail).toEqual([
      { label: 'Главная', to: '/' },
      { label: 'Все заказы', to: '/profile/orders' },
      { label: 'Детали заказа' },
    ]);
    expect(labels('/profile/tariff/plans')).toEqual(['Главная', 'Тарифы', 'Выбор тарифа']);
  });

  it('names a product from its loaded data, or «Товар #id» before it loads', () => {
    expect(labels('/product/42')).toEqual(['Главная', 'Товар #42']);
    const loaded = cache([[queryKeys.product(42), { data: { name: 'Диван угловой' } }]]);
    expect(labels('/product/42', loaded)).toEqual(['Главная', 'Диван угловой']);
    expect(at('/product/42', loaded).title).toBe('Диван угловой — Маркетплейс');
  });

  it('names another user, or «Пользователь #id»', () => {
    expect(labels('/profile/user/9')).toEqual(['Главная', 'Пользователь #9']);
  });

  it('names search results «Поиск», or the category or subcategory being browsed', () => {
    const loaded = cache([[queryKeys.categories, [electronics]]]);
    expect(labels('/search/москва?search=диван')).toEqual(['Главная', 'Поиск']);
    expect(labels('/search/москва?category_id=5', loaded)).toEqual(['Главная', 'Электроника']);
    expect(labels('/search/россия?subcategory_id=25', loaded)).toEqual(['Главная', 'Телефоны']);
    expect(labels('/search/россия?category_id=999', loaded)).toEqual(['Главная', 'Поиск']);
  });

  it('titles policy pages, privacy and delivery alike', () => {
    expect(labels('/policy/cookie')).toEqual(['Главная', 'Политика использования файлов cookie']);
    expect(labels('/policy/delivery')).toEqual(['Главная', 'Политики конфиденциальности']);
    expect(labels('/policy/forbidden')).toEqual(['Главная', 'Запрещенные товары']);
  });

  it('puts a blog article under «Блог»', () => {
    expect(labels('/blog')).toEqual(['Главная', 'Блог']);
    expect(labels('/blog/bezopasnaya-sdelka')).toEqual(['Главная', 'Блог', 'Статья']);
  });

  it('sends any other path to «Страница не найдена»', () => {
    expect(labels('/no/such/page')).toEqual(['Главная', 'Страница не найдена']);
    expect(labels('/policy/unknown')).toEqual(['Главная', 'Страница не найдена']);
    expect(at('/no/such/page').route.name).toBe('not-found');
  });

  it('hides breadcrumbs and footer on the map and messages, and titles the document', () => {
    for (const path of ['/map', '/messages']) {
      expect(at(path).route).toMatchObject({ hideBreadcrumbs: true, hideFooter: true });
    }
    // The messenger in the profile is a full-height screen on phones: no footer under the chat's field.
    for (const path of ['/profile/messages', '/profile/messages/5']) {
      expect(at(path).route).toMatchObject({ hideFooter: true });
    }
    expect(at('/cart').route).not.toHaveProperty('hideFooter');
    expect(at('/cart').title).toBe('Корзина — Маркетплейс');
    expect(at('/').title).toBe('Маркетплейс — объявления в вашем городе');
  });
});

describe('Breadcrumbs', () => {
  it('links ancestors and marks the current page', () => {
    const trail = at('/profile/orders/7').trail;
    const router = createMemoryRouter([{ path: '*', element: <Breadcrumbs items={trail} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/profile/orders');
    expect(screen.getByText('Детали заказа')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Детали заказа' })).not.toBeInTheDocument();
  });

  it('renders nothing for a trail of one', () => {
    const router = createMemoryRouter([
      { path: '*', element: <Breadcrumbs items={[{ label: 'Главная', to: '/' }]} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
