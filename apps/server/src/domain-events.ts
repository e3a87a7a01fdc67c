import type {
  ModerationStatus,
  OrderMove,
  OrderParty,
  PromotionKind,
  PushMessage,
  ScreeningRule,
  ShipmentStatus,
} from '@mp/contract';
import type { Announce as AnnounceOf, EventBus } from './platform/events/bus.ts';
import type { PushUrgency } from './platform/push/index.ts';

/**
 * Every event a module announces, by name, with what its listeners are told (record 0119). A payload
 * carries ids and the few facts a listener needs as they were at the change; a listener reads anything
 * else through its own module. Payloads are kept as JSON in the outbox: numbers, strings, booleans.
 */
export interface DomainEvents {
  /** auth: an account was created, through a referral link or not. */
  'user.registered': { userId: number; referralCode: string | null };
  /** auth: a session ended before its time: signed out, a copied refresh token, a password reset. */
  'session.ended': { userId: number; sessionId: number };

  /** orders: an order was placed with one seller, for these ads. */
  'order.placed': { orderId: number; sellerId: number | null; totalKopecks: number; productIds: number[] };
  /** orders: an order made a move of its lifecycle, by a party or by the safe deal's clock (`by: null`). */
  'order.moved': {
    orderId: number;
    move: OrderMove;
    by: OrderParty | null;
    buyerId: number | null;
    sellerId: number | null;
    /** The parcel's status that moved it (received, returned, lost, not handed in); null for other moves. */
    parcel: ShipmentStatus | null;
  };
  /** orders: the buyer's wallet paid (part of) a confirmed order into its safe-deal hold. */
  'order.paid': { orderId: number; sellerId: number | null; walletPaidKopecks: number };

  /** delivery: an order's parcel moved, as its carrier reported (or the drop-off deadline passed). */
  'shipment.moved': {
    shipmentId: number;
    orderId: number;
    status: ShipmentStatus;
    buyerId: number | null;
    sellerId: number | null;
  };

  /** wallet: a moderator paid out or refused a withdrawal. */
  'withdrawal.decided': { withdrawalId: number; userId: number; destination: string; paid: boolean };

  /** referrals: an invited person's first completed order rewarded them and whoever invited them. */
  'referral.rewarded': {
    referrerId: number;
    referredId: number;
    referredName: string;
    referrerPoints: number;
    referredPoints: number;
  };

  /** tariffs: a subscription ends within days, was renewed, could not be renewed, or ended. */
  'subscription.ending': { userId: number; tariffName: string; endsAt: string };
  'subscription.renewed': { userId: number; tariffName: string; endsAt: string };
  'subscription.ended': { userId: number; tariffName: string; renewalFailed: boolean };

  /** companies: a company's moderation status changed, by someone other than its owner. */
  'company.moderated': { companyId: number; ownerId: number; name: string; status: ModerationStatus };

  /** reviews: a buyer reviewed an ad or a seller after a completed order. */
  'review.posted': {
    reviewId: number;
    sellerId: number;
    rating: number;
    /** The ad's name for a review of an ad; null for a review of the seller. */
    productName: string | null;
  };

  /** products: ad pages were seen on the Moscow day `day` (`YYYY-MM-DD`), as batched by an instance's counter. */
  'ads.viewed': { day: string; views: { productId: number; views: number }[] };
  /** ads: an ad was returned to its seller, by the automatic checks or by a moderator, with the reason. */
  'ad.refused': { productId: number; sellerId: number; name: string; reason: string; byCheck: boolean };
  /** moderation: a moderator decided on an ad the automatic checks had flagged by these rules. */
  'ad.moderated': { productId: number; approved: boolean; rules: ScreeningRule[] };
  /** ads: an ad's new pictures were stored (published with them, or added): they are to be hashed and checked. */
  'ad.pictures_stored': { productId: number };
  /** ads: a seller raised an ad or made it VIP. */
  'ad.promoted': { productId: number; sellerId: number; kind: PromotionKind };
  /** contacts: a person revealed the seller's phone on an ad. */
  'phone.revealed': { productId: number; sellerId: number; viewerId: number };
  /** chat: a person started a chat with the seller about an ad. */
  'chat.started': { chatId: number; productId: number; buyerId: number; sellerId: number };
  /** favorites: a person added an ad to their favourites, or removed it. */
  'favorite.added': { userId: number; productId: number };
  'favorite.removed': { userId: number; productId: number };
  /** cart: a person put an ad in their cart (not a change of its quantity). */
  'cart.added': { userId: number; productId: number };

  /** chat: a message was sent; `recipientAway` when the recipient had no socket open at the time. */
  'message.sent': {
    chatId: number;
    messageId: number;
    senderId: number;
    senderName: string;
    recipientId: number;
    text: string;
    recipientAway: boolean;
  };

  /** saved-searches: new ads match a search announced hourly, or several in a person's daily digest. */
  'saved-search.matched': { userId: number; searchId: number; name: string; count: number; link: string };
  'saved-search.digest': { userId: number; searches: { name: string; count: number }[] };

  /**
   * push: one push is due to one device, sent by its own listener so that each device's send is retried
   * on its own (record 0120); not sent after `expiresAt`, when its push service would drop it anyway.
   */
  'push.due': {
    subscriptionId: number;
    message: PushMessage;
    ttlSeconds: number;
    urgency: PushUrgency;
    expiresAt: string;
  };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventBus = EventBus<DomainEvents>;
/** Announces a domain event in the caller's transaction. */
export type Announce = AnnounceOf<DomainEvents>;
