import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productDetail } from '../../features/products/test/fixtures.ts';
import { mockFetch, renderRoute } from '../../features/products/test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const openProduct = (id: number) =>
  renderRoute(<ProductPage />, { path: '/product/:id', url: `/product/${id}` });

describe('ProductPage', () => {
  it('renders the ad from GET /api/products/{id}', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/products/42' ? { body: { data: productDetail } } : undefined,
    );
    openProduct(42);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Велосипед Stels Navigator 700/ }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('12 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('15 000 ₽').tagName).toBe('S');
    expect(screen.getByText('В наличии: 3 шт.')).toBeInTheDocument();
    // Line breaks of the description are kept in the text (shown with white-space: pre-line).
    const description = screen.getByRole('heading', { name: 'Описание' }).nextElementSibling;
    expect(description?.textContent).toBe('Отличное состояние.\nОбслужен в сентябре.');

    const characteristics = screen.getByRole('heading', { name: 'Характеристики' })
      .parentElement as HTMLElement;
    const terms = within(characteristics)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(characteristics)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Состояние', 'Размер рамы', 'Диаметр колёс']);
    expect(values).toEqual(['Б/у', '19"', '28']);

    expect(screen.getByText('Частное лицо')).toBeInTheDocument();
    expect(screen.getByText(/На сайте с ноября 2024/)).toBeInTheDocument();
    expect(screen.getByText('5 активных объявлений')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Профиль продавца' })).toHaveAttribute('href', '/profile/user/7');
    expect(screen.getByText('Москва, ул. Тверская, 1')).toBeInTheDocument();
    expect(screen.getByText(/Размещено 12 ноября 2026/)).toBeInTheDocument();
    expect(screen.getByText(/1\s234 просмотра/)).toBeInTheDocument();
  });

  it('shows full-size photos and steps through them', async () => {
    mockFetch(() => ({ body: { data: productDetail } }));
    openProduct(42);
    const main = await screen.findByRole('img', { name: /Фото 1 из 2/ });
    expect(main).toHaveAttribute('src', '/storage/products/42/1-full.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByRole('img', { name: /Фото 2 из 2/ })).toHaveAttribute(
      'src',
      '/storage/products/42/2-full.webp',
    );
  });

  it('says the ad was not found on a 404', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Объявление не найдено' } }));
    openProduct(999);
    expect(await screen.findByText('Объявление не найдено')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('shows the server message and a retry on other failures', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: { message: 'Сервис временно недоступен' } }));
    openProduct(42);
    expect(await screen.findByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
