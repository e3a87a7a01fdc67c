import { z } from 'zod';
import { messages } from '../messages.ts';
import { orderParties, orderStatuses, orderMoveToStatus } from '../rules/order-moves.ts';
import { cartQuantitySchema } from './cart.ts';
import { paginated, pageNumberSchema, percentSchema, productIdSchema, serialIdSchema } from './common.ts';
import { orderProcessingTypes } from './company.ts';
import { orderDeliverySchema } from './shipments.ts';

export const orderLimits = {
  deliveryAddressMax: 300,
  /** Different ads in one `POST /api/orders`. */
  itemsMax: 50,
} as const;

const deliveryAddressSchema = z
  .string({ error: messages.deliveryAddressRequired })
  .trim()
  .min(1, { error: messages.deliveryAddressRequired })
  .max(orderLimits.deliveryAddressMax, { error: messages.deliveryAddressTooLong });

export const orderItemBodySchema = z.object({ product_id: productIdSchema, quantity: cartQuantitySchema });

/**
 * `POST /api/orders`: the products of one cart entry (`cart_item_id`, the seller's id, spec §3 «Cart item»)
 * or explicit `items` («Купить» on the ad page), one of the two, and where to deliver.
 */
export const orderCreateBodySchema = z
  .object({
    cart_item_id: serialIdSchema.optional(),
    items: z
      .array(orderItemBodySchema, { error: messages.orderItemsRequired })
      .min(1, { error: messages.orderItemsRequired })
      .max(orderLimits.itemsMax, { error: messages.orderItemsTooMany })
      .optional(),
    /** Where to deliver by hand; a delivery order's address is its pickup point's. */
    delivery_address: deliveryAddressSchema.optional(),
    /** Delivery by the carrier to a pickup point (issue 29): the goods of one seller that offers it. */
    delivery: z.object({ point_id: serialIdSchema }, { error: messages.pickupPointRequired }).optional(),
  })
  .refine((body) => (body.cart_item_id === undefined) !== (body.items === undefined), {
    error: messages.orderSourceRequired,
    path: ['items'],
  })
  .refine((body) => body.delivery !== undefined || body.delivery_address !== undefined, {
    error: messages.deliveryAddressRequired,
    path: ['delivery_address'],
  });
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type OrderRequest = z.infer<typeof orderCreateBodySchema>;

/** `PUT /api/orders/{id}`: the status to move to; `approved_percentage` goes with `confirmed` (0 if absent). */
export const orderUpdateBodySchema = z.object({
  status: z.enum(Object.keys(orderMoveToStatus) as [keyof typeof orderMoveToStatus], {
    error: messages.orderStatusInvalid,
  }),
  approved_percentage: percentSchema.optional(),
});
export type OrderUpdateBody = z.input<typeof orderUpdateBodySchema>;

/** `POST /api/order-points/{id}/approve-manual`. */
export const orderApproveBodySchema = z.object({ approved_percentage: percentSchema });

/** `GET /api/orders`: the person's orders as a buyer (default) or as a seller, one status or all. */
export const ordersQuerySchema = z.object({
  as: z.enum(orderParties, { error: messages.orderStatusInvalid }).default('buyer'),
  status: z.enum(orderStatuses, { error: messages.orderStatusInvalid }).optional(),
  page: pageNumberSchema,
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

/** `GET /api/orders/all`: both sides in one list. */
export const allOrdersQuerySchema = ordersQuerySchema.omit({ as: true });

/** An order line (spec §3 «Order item»): name, price and pictures as they were when ordered. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** Null once the ad was deleted. */
  product_id: z.number().int().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  product_name: z.string(),
  product_images: z.array(z.string()),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * Where the money the wallet paid is (record 0139): `held` by the platform until the buyer has the goods,
 * `released` to the seller (less the platform's commission), or `refunded` to the buyer; `none` when the
 * wallet paid nothing.
 */
export const safeDealStates = ['none', 'held', 'released', 'refunded'] as const;
export type SafeDealState = (typeof safeDealStates)[number];
export const safeDealSchema = z.object({
  status: z.enum(safeDealStates),
  amount: z.number(),
  /** The platform's part: withheld when the money is released (the percentage that applies now, until then). */
  commission: z.number(),
  /** What reaches the seller's wallet when released. */
  seller_gets: z.number(),
});
export type SafeDeal = z.infer<typeof safeDealSchema>;

const partySchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * An order (spec §3): one seller's products for one buyer. `role` is the viewer's side of it.
 * `wallet_paid` is what the buyer's wallet paid (up to `approved_percentage` of the total); `remaining_to_pay` =
 * `total_price` − `wallet_paid`; `safe_deal` says where the paid money is.
 */
export const orderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  seller_id: z.number().int().nullable(),
  buyer: partySchema,
  seller: partySchema,
  role: z.enum(orderParties),
  status: z.enum(orderStatuses),
  order_processing_type: z.enum(orderProcessingTypes),
  total_price: z.number(),
  wallet_paid: z.number(),
  remaining_to_pay: z.number(),
  safe_deal: safeDealSchema,
  delivery_address: z.string(),
  approved_percentage: z.number().int().nullable(),
  cancelled_by: z.enum(orderParties).nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Delivery by a carrier to a pickup point; its price is part of `total_price`. Null for other orders. */
  delivery: orderDeliverySchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersPageSchema = paginated(orderSchema);
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** `POST /api/orders`: one order per seller. */
export const ordersCreatedReplySchema = z.object({ message: z.string(), orders: z.array(orderSchema) });
export type OrdersCreatedReply = z.infer<typeof ordersCreatedReplySchema>;

/** Every move: the spec's or our message and the order as it now is. */
export const orderSavedReplySchema = z.object({ message: z.string(), order: orderSchema });
export type OrderSavedReply = z.infer<typeof orderSavedReplySchema>;
