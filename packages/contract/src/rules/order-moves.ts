/**
 * An order's states (spec §3 names `new` and `cancelled`; the rest follow Avito's delivery, record 0080):
 * new → confirmed by the seller → shipped by the seller → completed by the buyer; cancelled by either side
 * before it ships.
 */
export const orderStatuses = ['new', 'confirmed', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The two parties of an order: the buyer placed it, the seller's ads are in it. */
export const orderParties = ['buyer', 'seller'] as const;
export type OrderParty = (typeof orderParties)[number];

export interface OrderMoveRule {
  by: readonly OrderParty[];
  from: readonly OrderStatus[];
  to: OrderStatus;
}

/** Who may make each move, from which states, and where it leads. The server enforces it; the web shows it. */
export const orderMoves = {
  confirm: { by: ['seller'], from: ['new'], to: 'confirmed' },
  ship: { by: ['seller'], from: ['confirmed'], to: 'shipped' },
  complete: { by: ['buyer'], from: ['shipped'], to: 'completed' },
  cancel: { by: ['buyer', 'seller'], from: ['new', 'confirmed'], to: 'cancelled' },
} as const satisfies Record<string, OrderMoveRule>;
export type OrderMove = keyof typeof orderMoves;

const moveNames = Object.keys(orderMoves) as OrderMove[];

/** The moves a party may make on an order in `status`, in the order the web shows them. */
export const orderMovesOpenTo = (status: OrderStatus, party: OrderParty): OrderMove[] =>
  moveNames.filter((name) => {
    const rule: OrderMoveRule = orderMoves[name];
    return rule.by.includes(party) && rule.from.includes(status);
  });

/** The statuses `PUT /api/orders/{id}` may ask for, and the move each one is. */
export const orderMoveToStatus = {
  confirmed: 'confirm',
  shipped: 'ship',
  completed: 'complete',
  cancelled: 'cancel',
} as const satisfies Record<Exclude<OrderStatus, 'new'>, OrderMove>;
export type OrderTargetStatus = keyof typeof orderMoveToStatus;
