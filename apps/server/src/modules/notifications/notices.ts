import {
  chatLabels,
  deliveryLabels,
  formatLongDate,
  formatMoney,
  formatPrice,
  notificationLabels,
  orderPagePath,
  referralLabels,
  safeDealDays,
  safeDealLabels,
  savedSearchLabels,
  tariffLabels,
  walletLabels,
  type ShipmentStatus,
} from '@mp/contract';
import type { DomainEvents } from '../../domain-events.ts';
import type { NotificationInput } from './service.ts';

/** A notification for one person. */
export interface Notice extends NotificationInput {
  userId: number;
}

/** Notices of the events people hear about, in the spec's words; an empty list tells no one. */
type NoticesOf = { [Name in keyof DomainEvents]?: (payload: DomainEvents[Name]) => Notice[] };

const rubles = (kopecks: number) => kopecks / 100;
/** Notifications speak Moscow time. */
const moscowDate = (iso: string) => formatLongDate(new Date(iso), 'Europe/Moscow');

const parcelOnTheWay: readonly ShipmentStatus[] = ['accepted', 'in_transit', 'arrived', 'returning'];

/** The parcel's news, to both parties of its order. */
const parcelNotices = (orderId: number, status: ShipmentStatus, parties: (number | null)[]): Notice[] =>
  parties.flatMap((userId) =>
    userId === null
      ? []
      : [
          {
            userId,
            type: 'order_status' as const,
            title: deliveryLabels.parcelNoticeTitle(orderId),
            message: deliveryLabels.parcelNoticeText[status],
            link: orderPagePath(orderId),
          },
        ],
  );

function orderMoved({ orderId, move, by, buyerId, sellerId, parcel }: DomainEvents['order.moved']): Notice[] {
  const link = orderPagePath(orderId);
  // The parcel settled the order: both parties hear why, once the money has moved.
  if (parcel !== null) return parcelNotices(orderId, parcel, [buyerId, sellerId]);
  if (by === null) {
    // The safe deal's clock moved it: both parties hear.
    const notice =
      move === 'complete'
        ? {
            title: safeDealLabels.autoCompleted,
            message: safeDealLabels.autoCompletedText(orderId, safeDealDays.autoCompleteAfterShipping),
          }
        : {
            title: safeDealLabels.autoCancelled,
            message: safeDealLabels.autoCancelledText(orderId, safeDealDays.shipWithinAfterPayment),
          };
    return [buyerId, sellerId].flatMap((userId) =>
      userId === null ? [] : [{ userId, type: 'order_status' as const, ...notice, link }],
    );
  }
  const other = by === 'buyer' ? sellerId : buyerId;
  if (other === null) return [];
  const message =
    move === 'cancel'
      ? notificationLabels.orderMovedText.cancel(orderId, by)
      : notificationLabels.orderMovedText[move](orderId);
  return [{ userId: other, type: 'order_status', title: notificationLabels.orderMoved[move], message, link }];
}

export const noticesOf: NoticesOf = {
  'order.placed': ({ orderId, sellerId, totalKopecks }) =>
    sellerId === null
      ? []
      : [
          {
            userId: sellerId,
            type: 'order_created',
            title: notificationLabels.newOrder,
            message: notificationLabels.newOrderText(orderId, formatPrice(rubles(totalKopecks))),
            link: orderPagePath(orderId),
          },
        ],

  'order.moved': orderMoved,

  // Both parties follow the parcel on its way. Its creation they hear of as the order's «отправлен»; the
  // moves that settle the order, from `order.moved` once the order has moved (so a page it opens is current).
  'shipment.moved': ({ orderId, status, buyerId, sellerId }) =>
    parcelOnTheWay.includes(status) ? parcelNotices(orderId, status, [buyerId, sellerId]) : [],

  'order.paid': ({ orderId, sellerId, walletPaidKopecks }) =>
    sellerId === null
      ? []
      : [
          {
            userId: sellerId,
            type: 'order_status',
            title: safeDealLabels.paidNotice,
            message: safeDealLabels.paidNoticeText(orderId, formatMoney(rubles(walletPaidKopecks))),
            link: orderPagePath(orderId),
          },
        ],

  'withdrawal.decided': ({ userId, destination, paid }) => [
    {
      userId,
      type: 'wallet',
      title: paid ? walletLabels.withdrawalPaidNotice : walletLabels.withdrawalRefusedNotice,
      message: (paid ? walletLabels.withdrawalPaidText : walletLabels.withdrawalRefusedText)(destination),
      link: '/profile/wallet',
    },
  ],

  'referral.rewarded': ({ referrerId, referredId, referredName, referrerPoints, referredPoints }) => {
    const notice = {
      type: 'wallet' as const,
      title: referralLabels.rewardNotice,
      link: '/profile/special-wallet',
    };
    return [
      {
        ...notice,
        userId: referrerId,
        message: referralLabels.referrerRewardText(referredName, referrerPoints),
      },
      { ...notice, userId: referredId, message: referralLabels.referredRewardText(referredPoints) },
    ];
  },

  'subscription.ending': ({ userId, tariffName, endsAt }) => [
    tariffNotice(userId, tariffLabels.endingNotice, tariffLabels.endingText(tariffName, moscowDate(endsAt))),
  ],
  'subscription.renewed': ({ userId, tariffName, endsAt }) => [
    tariffNotice(
      userId,
      tariffLabels.renewedNotice,
      tariffLabels.renewedText(tariffName, moscowDate(endsAt)),
    ),
  ],
  'subscription.ended': ({ userId, tariffName, renewalFailed }) => [
    renewalFailed
      ? tariffNotice(userId, tariffLabels.renewalFailedNotice, tariffLabels.renewalFailedText(tariffName))
      : tariffNotice(userId, tariffLabels.endedNotice, tariffLabels.endedText(tariffName)),
  ],

  'company.moderated': ({ ownerId, name, status }) =>
    status === 'pending'
      ? []
      : [
          {
            userId: ownerId,
            type: 'company_moderation',
            ...companyNotice[status](name),
            link: '/profile/settings',
          },
        ],

  'ad.refused': ({ productId, sellerId, name, reason, byCheck }) => [
    {
      userId: sellerId,
      type: 'ad_moderation',
      title: byCheck ? notificationLabels.adRefusedByCheck : notificationLabels.adRejectedByModerator,
      message: notificationLabels.adRefusedText(name, reason),
      link: `/ad/edit/${productId}`,
    },
  ],

  'review.posted': ({ sellerId, rating, productName }) => [
    {
      userId: sellerId,
      type: 'review',
      title: notificationLabels.newReview,
      message:
        productName === null
          ? notificationLabels.sellerReviewText(rating)
          : notificationLabels.productReviewText(productName, rating),
      link: `/profile/user/${sellerId}`,
    },
  ],

  'message.sent': ({ chatId, senderName, recipientId, text, recipientAway }) =>
    recipientAway
      ? [
          {
            userId: recipientId,
            type: 'message',
            title: chatLabels.noticeTitle,
            message: chatLabels.awayNotice(senderName, text),
            link: `/profile/messages/${chatId}`,
          },
        ]
      : [],

  'saved-search.matched': ({ userId, name, count, link }) => [
    {
      userId,
      type: 'saved_search',
      title: savedSearchLabels.noticeTitle,
      message: savedSearchLabels.noticeText(name, count),
      link,
    },
  ],
  'saved-search.digest': ({ userId, searches }) => [
    {
      userId,
      type: 'saved_search',
      title: savedSearchLabels.digestTitle,
      message: savedSearchLabels.digestText(searches),
      link: '/profile/saved-searches',
    },
  ],
};

function tariffNotice(userId: number, title: string, message: string): Notice {
  return { userId, type: 'tariff', title, message, link: '/profile/tariff' };
}

/** A company hears of being approved or rejected (a return to «pending» tells no one). */
const companyNotice: Record<'approved' | 'rejected', (name: string) => { title: string; message: string }> = {
  approved: (name: string) => ({
    title: notificationLabels.companyApproved,
    message: notificationLabels.companyApprovedText(name),
  }),
  rejected: (name: string) => ({
    title: notificationLabels.companyRejected,
    message: notificationLabels.companyRejectedText(name),
  }),
};
