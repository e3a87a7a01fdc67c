import { describe, expect, it } from 'vitest';
import { cartTotal, cartUnits } from './cart.ts';

describe('cart arithmetic', () => {
  it('sums price × quantity over every seller in kopecks, so the total has at most 2 decimals', () => {
    const entries = [
      {
        products: [
          { price: 0.1, quantity: 3 },
          { price: 1999.99, quantity: 2 },
        ],
      },
      { products: [{ price: 0.2, quantity: 1 }] },
    ];
    expect(cartTotal(entries)).toBe(4000.48);
    expect(cartUnits(entries)).toBe(6);
  });

  it('is 0 for an empty cart', () => {
    expect([cartTotal([]), cartUnits([])]).toEqual([0, 0]);
  });
});
