import { adKindOf, canBeBought, messages, type OrderRequest } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, validationError } from '../../http/errors.ts';
import type { Announce, DomainEventBus } from '../../domain-events.ts';
import type { AdStock, TakenUnits } from '../ads/index.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { CartService } from '../cart/index.ts';
import type { DeliveryService } from '../delivery/index.ts';
import type { ProductChanges } from '../products/index.ts';
import type { OrdersRepository } from './repository.ts';

type TakenLine = TakenUnits & { quantity: number };
type SellerProcessing = Awaited<ReturnType<OrdersRepository['processingOf']>>;
type PricedParcel = Awaited<ReturnType<DeliveryService['priceOrder']>>;

/** Units per ad asked for, the same ad named twice counted once. */
function unitsByAd(lines: readonly { product_id: number; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.quantity);
  return units;
}

export interface PlacingDeps {
  repository: OrdersRepository;
  cart: Pick<CartService, 'entry' | 'dropOrdered'>;
  blocks: Pick<BlocksService, 'isBlocked'>;
  stock: AdStock;
  changes: ProductChanges;
  events: Pick<DomainEventBus, 'transaction'>;
  delivery: Pick<DeliveryService, 'priceOrder' | 'open'>;
  now: () => Date;
}

/**
 * Placing orders (records 0080, 0130, 0131) from a cart entry or the ad page, by hand or with delivery to a
 * pickup point (issue 29): the stock taken, the orders and their parcels made in one transaction.
 */
export function orderPlacing({
  repository,
  cart,
  blocks,
  stock,
  changes,
  events,
  delivery,
  now,
}: PlacingDeps) {
  /** What the buyer asks for, checked before any stock is touched, so each refusal has its own message. */
  async function checkedRequest(buyerId: number, body: OrderRequest) {
    const units =
      body.cart_item_id === undefined
        ? unitsByAd(body.items ?? [])
        : unitsByAd(
            (await cart.entry(buyerId, body.cart_item_id)).map((line) => ({
              product_id: line.productId,
              quantity: line.quantity,
            })),
          );
    if (units.size === 0) throw notFound(messages.orderCartEntryEmpty);

    const ads = new Map((await repository.products([...units.keys()])).map((ad) => [ad.id, ad]));
    for (const [productId, quantity] of units) {
      const ad = ads.get(productId);
      if (!ad) throw notFound(messages.productNotFound);
      if (ad.sellerId === buyerId) throw validationError({ items: [messages.orderOwnAd] });
      if (!canBeBought(adKindOf(ad.categorySlug))) throw validationError({ items: [messages.notForSale] });
      if (ad.status !== 'active') throw conflict(messages.orderProductUnavailable(ad.name));
      if (quantity > ad.quantity) throw conflict(messages.orderOutOfStock(ad.name));
    }
    const processing = new Map<number, SellerProcessing>();
    for (const sellerId of new Set([...ads.values()].map((ad) => ad.sellerId))) {
      if (await blocks.isBlocked(sellerId, buyerId)) throw forbidden(messages.cartSellerBlocked);
      processing.set(sellerId, await repository.processingOf(sellerId));
    }
    if (body.delivery !== undefined && processing.size > 1) {
      throw validationError({ delivery: [messages.deliveryOneSeller] });
    }
    const parcel =
      body.delivery === undefined
        ? undefined
        : await delivery.priceOrder(
            [...units].map(([productId, quantity]) => ({ productId, quantity })),
            body.delivery.point_id,
          );
    return { units, names: new Map([...ads].map(([id, ad]) => [id, ad.name])), processing, parcel };
  }

  /**
   * One order per seller of what was taken, confirmed at once for sellers who confirm automatically. A
   * delivery order (one seller) carries its parcel's price and is paid in full by the wallet.
   */
  async function insertOrders(
    tx: Db,
    buyerId: number,
    taken: readonly TakenLine[],
    processingOf: ReadonlyMap<number, SellerProcessing>,
    address: string,
    parcel: PricedParcel | undefined,
    announce: Announce,
  ) {
    const bySeller = new Map<number, TakenLine[]>();
    for (const line of taken) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
    const ids: number[] = [];
    for (const [sellerId, lines] of [...bySeller].sort(([a], [b]) => a - b)) {
      const processing = processingOf.get(sellerId)!;
      const automatic = processing.type === 'automatic';
      const at = now();
      const deliveryKopecks = parcel?.priceKopecks ?? 0;
      const totalKopecks =
        lines.reduce((sum, line) => sum + line.priceKopecks * line.quantity, 0) + deliveryKopecks;
      const id = await repository.insert(
        tx,
        {
          buyerId,
          sellerId,
          status: automatic ? 'confirmed' : 'new',
          orderProcessingType: processing.type,
          totalKopecks,
          deliveryKopecks,
          deliveryAddress: parcel?.address ?? address,
          approvedPercentage: automatic ? (parcel ? 100 : processing.autoPercentage) : null,
          createdAt: at,
          confirmedAt: automatic ? at : null,
          updatedAt: at,
        },
        lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          priceKopecks: line.priceKopecks,
          productName: line.name,
          productImages: line.images,
        })),
      );
      if (parcel) {
        await delivery.open(tx, {
          orderId: id,
          buyerId,
          sellerId,
          pointId: parcel.pointId,
          fromCityId: parcel.fromCityId,
          priceKopecks: parcel.priceKopecks,
          parcel: parcel.parcel,
        });
      }
      ids.push(id);
      await announce('order.placed', {
        orderId: id,
        sellerId,
        totalKopecks,
        productIds: lines.map((line) => line.productId),
      });
    }
    return ids;
  }

  /**
   * Places the order of one cart entry or of explicit items: one order per seller, the stock taken in the
   * same transaction (ads in id order, so concurrent orders never deadlock), the ordered cart lines
   * dropped with it. Any refusal changes nothing. Resolves to the new orders' ids.
   */
  return async function place(buyerId: number, body: OrderRequest): Promise<number[]> {
    const { units, names, processing, parcel } = await checkedRequest(buyerId, body);
    const ids = await events.transaction(async (tx, announce) => {
      const taken: TakenLine[] = [];
      for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
        const line = await stock.take(tx, productId, quantity);
        if (!line) throw conflict(messages.orderOutOfStock(names.get(productId)!));
        taken.push({ ...line, quantity });
      }
      const address = body.delivery_address ?? '';
      const ids = await insertOrders(tx, buyerId, taken, processing, address, parcel, announce);
      if (body.cart_item_id !== undefined) await cart.dropOrdered(buyerId, [...units.keys()], tx);
      return ids;
    });
    units.forEach((_, productId) => changes.announce(productId));
    return ids;
  };
}
