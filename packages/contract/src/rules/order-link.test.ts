import { describe, expect, it } from 'vitest';
import { orderOfLink, orderPagePath } from './order-link.ts';

describe('an order’s link', () => {
  it('is read back into the order it opens', () => {
    expect(orderOfLink(orderPagePath(42))).toBe(42);
  });

  it('opens no order when it leads elsewhere', () => {
    for (const link of [null, '/profile/orders', '/profile/orders/0', '/profile/orders/5/x', '/chat/5'])
      expect(orderOfLink(link)).toBeUndefined();
  });
});
