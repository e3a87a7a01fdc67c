import crypto from 'node:crypto';
import {
  formatMoney,
  messages,
  platformCommissionPercent,
  walletLabels,
  walletLimits,
  type LedgerAccountKind,
  type Payment,
  type PaymentReply,
  type PaymentTypeId,
  type PendingWithdrawal,
  type TopUpBody,
  type Wallet,
  type WalletTransactionsPage,
  type Withdrawal,
  type WithdrawalDecision,
  type WithdrawalReply,
  type WithdrawBody,
} from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import { PaymentProviderError, type PaymentsProvider } from '../../platform/payments/index.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import { kopecks, rubles } from '../products/index.ts';
import type { IdempotentWork } from './idempotency.ts';
import type { PaymentRow, WalletRepository, WithdrawalRow } from './repository.ts';

export type WalletService = ReturnType<typeof walletService>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const cardTail = (card: string) => `•••• ${card.slice(-4)}`;

function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    amount: rubles(row.amount),
    status: row.status,
    provider: row.provider,
    confirmation_url: row.confirmationUrl,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
  };
}

function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: rubles(row.amount),
    destination: row.destination,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

/** The ways to top up (spec §3 «Payment type»); both go through the one provider's page. */
const paymentTypes: readonly PaymentTypeId[] = ['bank_card', 'sbp'];

interface WalletDeps {
  db: Db;
  repository: WalletRepository;
  once: IdempotentWork;
  provider: PaymentsProvider;
  /** Transactions that announce domain events. */
  events: Pick<DomainEventBus, 'transaction'>;
  /**
   * How much of a seller's sales may still pass the safe deal without commission (kopecks; their tariff's,
   * record 0087).
   */
  commissionFreeLeft: (userId: number) => Promise<number>;
  /** The site's address, for the provider's return link. */
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The wallet (design §5, record 0086): every movement of money or points is a balanced ledger transaction
 * written with the balances it changes; no person's balance goes below zero. Top-ups go through the payments
 * provider and move the balance once, when the payment succeeds; withdrawals hold the sum until a moderator
 * pays it out or refuses it. Each person sees only their own wallet, payments and withdrawals.
 */
export function walletService({
  db,
  repository,
  once,
  provider,
  events,
  commissionFreeLeft,
  publicUrl,
  now,
  log,
}: WalletDeps) {
  const insufficient = () => new HttpError(409, messages.insufficientFunds);

  async function historyOf(
    kind: LedgerAccountKind,
    userId: number,
    page: number,
    toUnits: (n: number) => number,
  ) {
    const perPage = walletLimits.transactionsPerPage;
    const account = await repository.account(kind, userId);
    const { rows, total } = account
      ? await repository.history(account.id, offsetOf(page, perPage), perPage)
      : { rows: [], total: 0 };
    return {
      data: rows.map((row) => ({
        id: row.id,
        type: row.kind,
        amount: toUnits(row.amount),
        balance_after: toUnits(row.balanceAfter),
        description: row.description,
        order_id: row.orderId,
        created_at: row.createdAt.toISOString(),
      })),
      pagination: paginationOf(page, perPage, total),
    } satisfies WalletTransactionsPage;
  }

  async function ownPayment(userId: number, id: string): Promise<PaymentRow> {
    const payment = await repository.payment(id);
    if (!payment || payment.userId !== userId) throw notFound(messages.paymentNotFound);
    return payment;
  }

  /** Settles a payment once: on success the provider's money becomes the person's balance. */
  async function settle(
    payment: PaymentRow,
    outcome: 'succeeded' | 'canceled',
  ): Promise<PaymentRow | undefined> {
    return db.transaction(async (tx) => {
      const settled = await repository.completePayment(tx, payment.id, outcome, now());
      if (!settled || outcome === 'canceled' || settled.userId === null) return settled;
      const from = await repository.accountId(tx, 'payments');
      const to = await repository.accountId(tx, 'wallet', { userId: settled.userId });
      await repository.post(
        tx,
        {
          kind: 'top_up',
          description: walletLabels.topUpText(formatMoney(rubles(settled.amount))),
          reference: `payment:${settled.id}`,
        },
        [
          { accountId: from, amount: -settled.amount },
          { accountId: to, amount: settled.amount },
        ],
      );
      return settled;
    });
  }

  return {
    async wallet(userId: number): Promise<Wallet> {
      const [wallet, held, free] = await Promise.all([
        repository.account('wallet', userId),
        repository.account('withdrawal_hold', userId),
        commissionFreeLeft(userId),
      ]);
      return {
        balance: rubles(wallet?.balance ?? 0),
        withdrawal_held: rubles(held?.balance ?? 0),
        payout_percentage: free > 0 ? 100 : 100 - platformCommissionPercent,
      };
    },

    transactions: (userId: number, page: number) => historyOf('wallet', userId, page, rubles),

    async points(userId: number) {
      return { balance: (await repository.account('points', userId))?.balance ?? 0 };
    },

    pointsTransactions: (userId: number, page: number) => historyOf('points', userId, page, (n) => n),

    paymentTypes: () =>
      paymentTypes.map((id) => ({ id, name: walletLabels.paymentTypes[id], is_active: true })),

    /**
     * Starts a top-up: a pending payment and the provider's confirmation address. The balance does not
     * move until the payment succeeds. The provider is asked inside the key's transaction, so a failure
     * keeps nothing and the same key may be sent again.
     */
    topUp(userId: number, key: string, body: TopUpBody): Promise<PaymentReply> {
      return once(userId, key, ['top-up', body], async (tx) => {
        const id = crypto.randomBytes(18).toString('base64url');
        const amount = kopecks(body.amount);
        await repository.insertPayment(tx, { id, userId, provider: provider.name, amount, createdAt: now() });
        let payment: PaymentRow;
        try {
          const created = await provider.create({
            paymentId: id,
            amountKopecks: amount,
            description: walletLabels.topUpText(formatMoney(body.amount)),
            returnUrl: `${publicUrl}/profile/wallet?payment=${id}`,
          });
          payment = await repository.setPaymentConfirmation(
            tx,
            id,
            created.providerPaymentId,
            created.confirmationUrl,
          );
        } catch (err) {
          if (!(err instanceof PaymentProviderError)) throw err;
          log.error({ err }, 'payment provider refused a top-up');
          throw new HttpError(502, messages.paymentProviderError);
        }
        return { message: messages.topUpCreated, payment: presentPayment(payment) };
      });
    },

    async payment(userId: number, id: string): Promise<Payment> {
      return presentPayment(await ownPayment(userId, id));
    },

    /** The sandbox's confirmation page: the payer says yes or no (development and tests only). */
    async settleSandbox(
      userId: number,
      id: string,
      outcome: 'succeeded' | 'canceled',
    ): Promise<PaymentReply> {
      const payment = await ownPayment(userId, id);
      if (payment.provider !== 'sandbox') throw notFound(messages.paymentNotFound);
      const settled = await settle(payment, outcome);
      if (!settled) throw new HttpError(409, messages.paymentAlreadyCompleted);
      return {
        message: outcome === 'succeeded' ? messages.topUpSucceeded : messages.topUpDeclined,
        payment: presentPayment(settled),
      };
    },

    /**
     * A YooKassa notification: only a hint. The payment is read back from YooKassa and settled when the
     * provider says it ended with the sum we asked for; unknown ids and repeats change nothing.
     */
    async providerNotice(providerPaymentId: string): Promise<void> {
      const payment = await repository.paymentByProviderId(provider.name, providerPaymentId);
      if (!payment || payment.status !== 'pending') return;
      const state = await provider.state(providerPaymentId);
      if (!state || state.status === 'pending') return;
      if (state.currency !== 'RUB' || state.amountKopecks !== payment.amount) {
        log.error({ paymentId: payment.id, state }, 'provider reports another sum: payment left pending');
        return;
      }
      await settle(payment, state.status);
    },

    /** Holds the sum until a moderator pays it out or refuses it; only the card's last four digits are kept. */
    withdraw(userId: number, key: string, body: WithdrawBody): Promise<WithdrawalReply> {
      return once(userId, key, ['withdraw', body], async (tx) => {
        const amount = kopecks(body.amount);
        const destination = cardTail(body.card_number);
        const wallet = await repository.accountId(tx, 'wallet', { userId });
        const hold = await repository.accountId(tx, 'withdrawal_hold', { userId });
        const withdrawal = await repository.insertWithdrawal(tx, {
          userId,
          amount,
          destination,
          createdAt: now(),
        });
        const posted = await repository.post(
          tx,
          {
            kind: 'withdrawal',
            description: walletLabels.withdrawalText(destination),
            reference: `withdrawal:${withdrawal.id}`,
          },
          [
            { accountId: wallet, amount: -amount },
            { accountId: hold, amount },
          ],
        );
        if (!posted) throw insufficient();
        return { message: messages.withdrawalCreated, withdrawal: presentWithdrawal(withdrawal) };
      });
    },

    async withdrawals(userId: number, page: number) {
      const perPage = walletLimits.transactionsPerPage;
      const { rows, total } = await repository.withdrawalsOf(userId, offsetOf(page, perPage), perPage);
      return { data: rows.map(presentWithdrawal), pagination: paginationOf(page, perPage, total) };
    },

    async pendingWithdrawals(page: number) {
      const perPage = walletLimits.transactionsPerPage;
      const { rows, total } = await repository.pendingWithdrawals(offsetOf(page, perPage), perPage);
      const data: PendingWithdrawal[] = rows.map(({ withdrawal, userName }) => ({
        ...presentWithdrawal(withdrawal),
        user: withdrawal.userId === null ? null : { id: withdrawal.userId, name: userName ?? '' },
      }));
      return { data, pagination: paginationOf(page, perPage, total) };
    },

    /** A moderator's decision: the held sum leaves for the card, or returns to the wallet. Once. */
    async decideWithdrawal(id: number, decision: WithdrawalDecision): Promise<WithdrawalReply> {
      const found = await repository.withdrawal(id);
      if (!found) throw notFound(messages.withdrawalNotFound);
      const paid = decision === 'pay';
      const decided = await events.transaction(async (tx, announce) => {
        const row = await repository.decideWithdrawal(tx, id, paid ? 'paid' : 'refused', now());
        if (!row) return undefined;
        if (row.userId === null) return row;
        await announce('withdrawal.decided', {
          withdrawalId: row.id,
          userId: row.userId,
          destination: row.destination,
          paid,
        });
        const hold = await repository.accountId(tx, 'withdrawal_hold', { userId: row.userId });
        const to = paid
          ? await repository.accountId(tx, 'payments')
          : await repository.accountId(tx, 'wallet', { userId: row.userId });
        await repository.post(
          tx,
          {
            kind: paid ? 'withdrawal_paid' : 'withdrawal_refused',
            description: (paid ? walletLabels.withdrawalPaidText : walletLabels.withdrawalRefusedText)(
              row.destination,
            ),
            reference: `withdrawal:${row.id}`,
          },
          [
            { accountId: hold, amount: -row.amount },
            { accountId: to, amount: row.amount },
          ],
        );
        return row;
      });
      if (!decided) throw new HttpError(409, messages.withdrawalDecided);
      return {
        message: paid ? messages.withdrawalPaid : messages.withdrawalRefused,
        withdrawal: presentWithdrawal(decided),
      };
    },

    /** Forgets idempotency keys older than a day (housekeeping). */
    async purgeOldKeys() {
      const before = new Date(now().getTime() - walletLimits.idempotencyKeyTtlHours * 3_600_000);
      return { idempotencyKeys: await repository.purgeKeys(before) };
    },
  };
}
