import { describe, expect, it } from 'vitest';
import { cartAdd, cartRemove, cartSetQuantity, cartTotal, cartUnits } from './cart.ts';

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

const line = (id: number, quantity = 1, maxQuantity = 5) => ({
  id,
  name: `Товар ${id}`,
  price: 100,
  image: null,
  max_quantity: maxQuantity,
  quantity,
});
const seller = (id: number) => ({ id, seller: { id, name: `Продавец ${id}` } });
const shape = (entries: readonly { id: number; products: readonly { id: number; quantity: number }[] }[]) =>
  entries.map((entry) => [entry.id, entry.products.map((product) => [product.id, product.quantity])]);

describe('the guest cart', () => {
  it('adds a new entry first, then a new line to the same seller, then increments up to the stock', () => {
    let cart = cartAdd([], seller(7), line(1));
    cart = cartAdd(cart, seller(8), line(2));
    cart = cartAdd(cart, seller(7), line(3, 2));
    expect(shape(cart)).toEqual([
      [8, [[2, 1]]],
      [
        7,
        [
          [1, 1],
          [3, 2],
        ],
      ],
    ]);
    expect(cart[1]?.seller.name).toBe('Продавец 7');
    cart = cartAdd(cart, seller(7), line(1, 3));
    cart = cartAdd(cart, seller(7), line(1, 3));
    expect(cart[1]?.products[0]?.quantity).toBe(5);
  });

  it('takes today’s price and stock from the added line and caps a new line at the stock', () => {
    const cart = cartAdd([], seller(7), line(1, 9, 4));
    expect(cart[0]?.products[0]?.quantity).toBe(4);
    const repriced = cartAdd(cart, seller(7), { ...line(1, 1, 6), price: 90 });
    expect(repriced[0]?.products[0]).toMatchObject({ price: 90, max_quantity: 6, quantity: 5 });
  });

  it('sets a quantity between 1 and the stock', () => {
    const cart = cartAdd([], seller(7), line(1, 2, 3));
    expect(cartSetQuantity(cart, 1, 1)[0]?.products[0]?.quantity).toBe(1);
    expect(cartSetQuantity(cart, 1, 0)[0]?.products[0]?.quantity).toBe(1);
    expect(cartSetQuantity(cart, 1, 4)[0]?.products[0]?.quantity).toBe(3);
    expect(cartSetQuantity(cart, 2, 3)).toEqual(cart);
  });

  it('removes a line, and the entry with its last line', () => {
    let cart = cartAdd([], seller(7), line(1));
    cart = cartAdd(cart, seller(7), line(2));
    cart = cartAdd(cart, seller(8), line(3));
    expect(shape(cartRemove(cart, 1))).toEqual([
      [8, [[3, 1]]],
      [7, [[2, 1]]],
    ]);
    expect(shape(cartRemove(cartRemove(cart, 1), 2))).toEqual([[8, [[3, 1]]]]);
    expect(cartRemove(cart, 99)).toEqual(cart);
  });
});
