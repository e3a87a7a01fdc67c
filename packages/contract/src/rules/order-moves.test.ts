import { describe, expect, it } from 'vitest';
import { orderMoves, orderMovesOpenTo, orderMoveToStatus, orderStatuses } from './order-moves.ts';

describe('orderMovesOpenTo', () => {
  it('lets the seller confirm or cancel a new order, and the buyer only cancel it', () => {
    expect(orderMovesOpenTo('new', 'seller')).toEqual(['confirm', 'cancel']);
    expect(orderMovesOpenTo('new', 'buyer')).toEqual(['cancel']);
  });

  it('lets the seller ship a confirmed order and the buyer complete a shipped one', () => {
    expect(orderMovesOpenTo('confirmed', 'seller')).toEqual(['ship', 'cancel']);
    expect(orderMovesOpenTo('shipped', 'seller')).toEqual([]);
    expect(orderMovesOpenTo('shipped', 'buyer')).toEqual(['complete']);
  });

  it('leaves nothing to do on a completed or cancelled order', () => {
    for (const party of ['buyer', 'seller'] as const) {
      expect(orderMovesOpenTo('completed', party)).toEqual([]);
      expect(orderMovesOpenTo('cancelled', party)).toEqual([]);
    }
  });
});

describe('orderMoveToStatus', () => {
  it('names, for each target status, the move that leads there', () => {
    for (const [status, move] of Object.entries(orderMoveToStatus)) {
      expect(orderMoves[move].to).toBe(status);
    }
    expect(Object.keys(orderMoveToStatus).sort()).toEqual(orderStatuses.filter((s) => s !== 'new').sort());
  });
});
