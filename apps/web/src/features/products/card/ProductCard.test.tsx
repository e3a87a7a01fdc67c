import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productCard } from '../../../test/fixtures/products.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductCard } from './ProductCard.tsx';

const renderCard = (...args: Parameters<typeof productCard>) =>
  renderWithApp(<ProductCard product={productCard(...args)} />);

describe('ProductCard', () => {
  it('links the whole card to the product page', () => {
    renderCard(17, { name: 'Диван угловой' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/product/17');
    expect(link).toHaveTextContent('Диван угловой');
    expect(link).toHaveTextContent('Москва');
  });

  it('formats the price and strikes through a higher old price', () => {
    renderCard(1, { price: 12500, old_price: 15000.4 });
    expect(screen.getByText('12 500 ₽')).toBeInTheDocument();
    const old = screen.getByText('15 000 ₽');
    expect(old.tagName).toBe('S');
  });

  it('reads a vacancy’s price as a salary and a service’s with «от», without an old price', () => {
    const { unmount } = renderCard(5, { kind: 'job', price: 60000, old_price: 70000 });
    expect(screen.getByText('от 60 000 ₽ за месяц')).toBeInTheDocument();
    expect(screen.queryByText('70 000 ₽')).not.toBeInTheDocument();
    unmount();
    renderCard(6, { kind: 'service', price: 1500 });
    expect(screen.getByText('от 1 500 ₽')).toBeInTheDocument();
  });

  it('shows no old price when it is not higher', () => {
    renderCard(1, { price: 12500, old_price: 12500 });
    expect(screen.getAllByText(/₽/)).toHaveLength(1);
  });

  it('uses the card-size image lazily, or a placeholder without images', () => {
    const { unmount } = renderCard(3, { name: 'Лампа' });
    const image = screen.getByRole('img', { name: 'Лампа' });
    expect(image).toHaveAttribute('src', '/storage/products/3/card.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();
    renderCard(4, { images: [] });
    expect(screen.getByRole('img', { name: 'Нет фото' })).toBeInTheDocument();
  });

  it('marks VIP ads', () => {
    renderCard(5, { is_vip: true });
    expect(screen.getByText('VIP')).toBeInTheDocument();
  });

  it('keeps the ad with the heart without opening it', async () => {
    renderCard(8);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    expect(screen.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('greys out a kept ad that left the site', () => {
    renderWithApp(<ProductCard product={productCard(9)} unavailable />);
    expect(screen.getByText('Снято с публикации')).toBeInTheDocument();
  });
});
