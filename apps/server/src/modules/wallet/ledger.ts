import { platformCommissionPercent, walletLabels } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import type { IdempotentWork } from './idempotency.ts';
import type { WalletRepository } from './repository.ts';

export type WalletLedger = ReturnType<typeof walletLedger>;

/**
 * The moves of money and points other modules make inside their own transactions (record 0086): the
 * platform charged for a tariff or a package, points awarded, the safe deal's hold, release and refund,
 * and the `Idempotency-Key` of their money requests. Built before the modules that pay through it; the
 * wallet's own screens (top-ups, withdrawals, history) are the wallet service's.
 */
export function walletLedger({ repository, once }: { repository: WalletRepository; once: IdempotentWork }) {
  /** An order party's wallet; the platform's sales account when the party deleted their account. */
  const walletOf = (tx: Db, userId: number | null) =>
    userId === null ? repository.accountId(tx, 'sales') : repository.accountId(tx, 'wallet', { userId });

  return {
    /** Money requests' `Idempotency-Key`. */
    once,

    /** The person pays the platform from the wallet (a tariff, say); false when the balance is short. */
    async charge(
      tx: Db,
      userId: number,
      amount: number,
      head: { kind: 'subscription' | 'package'; description: string; reference: string },
    ): Promise<boolean> {
      const wallet = await repository.accountId(tx, 'wallet', { userId });
      const sales = await repository.accountId(tx, 'sales');
      return repository.post(tx, head, [
        { accountId: wallet, amount: -amount },
        { accountId: sales, amount },
      ]);
    },

    /** Points from the platform into the person's special wallet. */
    async awardPoints(
      tx: Db,
      userId: number,
      points: number,
      head: { kind: 'referral_reward' | 'bonus'; description: string; reference: string },
    ): Promise<void> {
      const source = await repository.accountId(tx, 'points_source');
      const account = await repository.accountId(tx, 'points', { userId });
      await repository.post(tx, head, [
        { accountId: source, amount: -points },
        { accountId: account, amount: points },
      ]);
    },

    /** Points the person received for one reason, ever. */
    async pointsReceived(userId: number, kind: 'referral_reward' | 'bonus'): Promise<number> {
      const account = await repository.account('points', userId);
      return account ? repository.receivedSince(account.id, kind, new Date(0)) : 0;
    },

    /** What the seller's wallet received from the safe deal since a moment (kopecks). */
    async releasedToSince(userId: number, since: Date): Promise<number> {
      const wallet = await repository.account('wallet', userId);
      return wallet ? repository.receivedSince(wallet.id, 'order_release', since) : 0;
    },

    /** The person's balance in kopecks, read in the caller's transaction. */
    async balanceKopecks(tx: Db, userId: number): Promise<number> {
      return (await repository.account('wallet', userId, tx))?.balance ?? 0;
    },

    /** The buyer's wallet pays part of an order into its safe-deal hold; false when the balance is short. */
    async holdForOrder(tx: Db, order: { id: number; buyerId: number }, amount: number): Promise<boolean> {
      const wallet = await repository.accountId(tx, 'wallet', { userId: order.buyerId });
      const hold = await repository.accountId(tx, 'order_hold', { orderId: order.id });
      return repository.post(
        tx,
        { kind: 'order_payment', description: walletLabels.orderPaymentText(order.id), orderId: order.id },
        [
          { accountId: wallet, amount: -amount },
          { accountId: hold, amount },
        ],
      );
    },

    /**
     * The safe deal ends well: what the order's hold has goes to the seller's wallet, less the carrier's
     * `deliveryKopecks` (to the carrier account) and the platform's commission on the goods above
     * `commissionFree` (kopecks the seller's tariff still exempts, read before the transaction). Resolves to
     * the commission in kopecks (0 when nothing was held).
     */
    async releaseOrder(
      tx: Db,
      order: { id: number; sellerId: number | null; deliveryKopecks: number },
      commissionFree: number,
    ): Promise<number> {
      const hold = await repository.lockedOrderHold(tx, order.id);
      if (!hold || hold.balance === 0) return 0;
      const carrierPart = Math.min(order.deliveryKopecks, hold.balance);
      const goods = hold.balance - carrierPart;
      const commission = Math.round((Math.max(0, goods - commissionFree) * platformCommissionPercent) / 100);
      const lines = [
        { accountId: hold.id, amount: -hold.balance },
        { accountId: await walletOf(tx, order.sellerId), amount: goods - commission },
        { accountId: await repository.accountId(tx, 'commission'), amount: commission },
        { accountId: await repository.accountId(tx, 'carrier'), amount: carrierPart },
      ];
      await repository.post(
        tx,
        { kind: 'order_release', description: walletLabels.orderReleaseText(order.id), orderId: order.id },
        lines.filter((line) => line.amount !== 0),
      );
      return commission;
    },

    /**
     * The safe deal is called off: what the order's hold has returns to the buyer's wallet, but for
     * `carrierKopecks` (a parcel that travelled there and back), which goes to the carrier account.
     */
    async refundOrder(
      tx: Db,
      order: { id: number; buyerId: number | null },
      carrierKopecks = 0,
    ): Promise<void> {
      const hold = await repository.lockedOrderHold(tx, order.id);
      if (!hold || hold.balance === 0) return;
      const carrierPart = Math.min(carrierKopecks, hold.balance);
      const lines = [
        { accountId: hold.id, amount: -hold.balance },
        { accountId: await walletOf(tx, order.buyerId), amount: hold.balance - carrierPart },
        { accountId: await repository.accountId(tx, 'carrier'), amount: carrierPart },
      ];
      await repository.post(
        tx,
        { kind: 'order_refund', description: walletLabels.orderRefundText(order.id), orderId: order.id },
        lines.filter((line) => line.amount !== 0),
      );
    },
  };
}
