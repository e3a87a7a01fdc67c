import type { Db } from '../../db/client.ts';
import {
  adKindOf,
  canBeBought,
  cartTotal,
  cartUnits,
  messages,
  type CartItem,
  type CartReply,
} from '@mp/contract';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { BlocksService } from '../blocks/index.ts';
import { rubles } from '../products/index.ts';
import type { CartLineRow, CartRepository } from './repository.ts';

export type CartService = ReturnType<typeof cartService>;

const outOfStock = () => validationError({ quantity: [messages.cartOutOfStock] });

/** Entries by seller, newest first by their newest line (the rows come newest first). */
function present(rows: CartLineRow[]): CartReply {
  const entries = new Map<number, CartItem>();
  for (const row of rows) {
    let entry = entries.get(row.sellerId);
    if (!entry) {
      entry = {
        id: row.sellerId,
        seller: { id: row.sellerId, name: row.sellerName },
        order_processing_type: row.orderProcessingType ?? 'manual',
        auto_percentage: row.autoPercentage ?? 0,
        products: [],
      };
      entries.set(row.sellerId, entry);
    }
    entry.products.push({
      id: row.productId,
      name: row.name,
      price: rubles(row.priceKopecks),
      added_price: rubles(row.addedPriceKopecks),
      image: row.image,
      max_quantity: row.stock,
      quantity: row.quantity,
      available: row.status === 'active',
      delivery_available: row.deliveryAvailable,
    });
  }
  const data = [...entries.values()];
  const available = data.map((entry) => ({ products: entry.products.filter((line) => line.available) }));
  return { data, total: cartTotal(available), count: cartUnits(data) };
}

/**
 * «Корзина» of a signed-in person: only their own lines are ever read or changed. Guests keep theirs in
 * the browser (spec §4). Every change answers with the whole cart.
 */
export function cartService({
  repository,
  blocks,
  events,
}: {
  repository: CartRepository;
  blocks: Pick<BlocksService, 'isBlocked'>;
  events: DomainEventBus;
}) {
  const cart = async (userId: number): Promise<CartReply> => present(await repository.lines(userId));

  return {
    cart,

    /**
     * Adds units of someone else's active ad (a new line, or more of an existing one); resolves to whether
     * the line is new. An unknown or withdrawn ad is 404, one's own a 422, a vacancy or a service a 422
     * (record 0111), a seller who blocked the buyer a 403, more than the stock a 422 on `quantity`
     * (nothing changed).
     */
    async add(
      userId: number,
      productId: number,
      quantity: number,
    ): Promise<{ created: boolean; cart: CartReply }> {
      const product = await repository.product(productId);
      if (!product || product.status !== 'active') throw notFound(messages.productNotFound);
      if (product.userId === userId) throw validationError({ product_id: [messages.cartOwnAd] });
      if (!canBeBought(adKindOf(product.categorySlug))) {
        throw validationError({ product_id: [messages.notForSale] });
      }
      if (await blocks.isBlocked(product.userId, userId)) throw forbidden(messages.cartSellerBlocked);
      const created = (await repository.quantity(userId, productId)) === undefined;
      const added = await events.transaction(async (tx, announce) => {
        const done = await repository.add(
          userId,
          productId,
          quantity,
          product.priceKopecks,
          product.quantity,
          tx,
        );
        if (done && created) await announce('cart.added', { userId, productId });
        return done;
      });
      if (!added) throw outOfStock();
      return { created, cart: await cart(userId) };
    },

    /** Sets the units of a line the person has (404 otherwise), within today's stock (422 otherwise). */
    async setQuantity(userId: number, productId: number, quantity: number): Promise<CartReply> {
      const product = await repository.product(productId);
      if (!product || (await repository.quantity(userId, productId)) === undefined) {
        throw notFound(messages.cartProductNotInCart);
      }
      if (quantity > product.quantity) throw outOfStock();
      if (!(await repository.setQuantity(userId, productId, quantity))) {
        throw notFound(messages.cartProductNotInCart);
      }
      return cart(userId);
    },

    /** Removes a line the person has (404 otherwise); a seller's last line takes the entry with it. */
    async remove(userId: number, productId: number): Promise<CartReply> {
      if (!(await repository.remove(userId, productId))) throw notFound(messages.cartProductNotInCart);
      return cart(userId);
    },

    /** The ads and units of the person's entry of one seller (spec §3 «Cart item»: its id is the seller's). */
    entry: (userId: number, sellerId: number) => repository.entry(userId, sellerId),

    /** Spec §4: the ordered lines leave the cart, in the order's own transaction. */
    dropOrdered: (userId: number, productIds: readonly number[], tx: Db) =>
      repository.removeMany(userId, productIds, tx),

    async clear(userId: number): Promise<CartReply> {
      await repository.clear(userId);
      return cart(userId);
    },
  };
}
