import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { storageKeys } from '@mp/contract';
import { failure, serveApi } from '../../test/api.ts';
import { user } from '../../test/fixtures/users.ts';
import { renderWithApp } from '../../test/render.tsx';
import { writeText } from '../../shared/lib/storage.ts';
import { readLocalCart, writeLocalCart } from './local-cart.ts';
import { cartEntry, cartServer } from './test/fixtures.ts';
import { useCartSync } from './useCartSync.ts';

function Sync() {
  useCartSync();
  return null;
}

const line = (id: number, quantity = 1) => ({
  id,
  name: `Товар ${id}`,
  price: 100,
  image: null,
  max_quantity: 5,
  quantity,
});

describe('sign-in sync of the local cart', () => {
  it('sends each local line after sign-in, oldest entry first, and keeps only what failed', async () => {
    writeLocalCart([cartEntry(8, [line(3)] as never), cartEntry(7, [line(1, 2), line(2)] as never)]);
    const sent = serveApi(
      cartServer([], { post: (id) => ({ 2: failure(500, 'Ошибка'), 3: failure(422, 'Своё') })[id] }),
    );
    renderWithApp(<Sync />);
    act(() => {
      writeText(storageKeys.user, JSON.stringify(user));
      writeText(storageKeys.token, 'session-token');
    });

    await waitFor(() =>
      expect(readLocalCart().flatMap((entry) => entry.products.map((p) => p.id))).toEqual([2]),
    );
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
      { product_id: 3, quantity: 1 },
    ]);
  });
});
