import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerTransactionKind, PaymentStatus, WithdrawalStatus } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import {
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payments,
  sourceAccountKinds,
  users,
  withdrawals,
} from '../../db/schema/index.ts';

export type WalletRepository = ReturnType<typeof walletRepository>;
export type PaymentRow = typeof payments.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Whose account: a person's, an order's hold, or the platform's own (neither). */
export interface AccountOwner {
  userId?: number;
  orderId?: number;
}

export interface LedgerLine {
  accountId: number;
  /** Kopecks (or points): positive comes in, negative goes out. */
  amount: number;
}

export interface NewLedgerTransaction {
  kind: LedgerTransactionKind;
  description: string;
  orderId?: number | null;
  reference?: string | null;
}

/** The SQL of the ledger, payments, withdrawals and idempotency keys; writes take the caller's transaction. */
export function walletRepository(db: Db) {
  return {
    /** The account's id, made on first use; safe under concurrency (the unique indexes decide). */
    async accountId(tx: Db, kind: LedgerAccountKind, owner: AccountOwner = {}): Promise<number> {
      const userId = owner.userId ?? null;
      const orderId = owner.orderId ?? null;
      await tx.execute(
        sql`insert into ledger_accounts (kind, user_id, order_id) values (${kind}, ${userId}, ${orderId}) on conflict do nothing`,
      );
      const [row] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.kind, kind),
            userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
            orderId === null ? isNull(ledgerAccounts.orderId) : eq(ledgerAccounts.orderId, orderId),
          ),
        )
        .orderBy(asc(ledgerAccounts.id))
        .limit(1);
      return row!.id;
    },

    /** A person's account without making it: its id and balance, or undefined when it never moved. */
    async account(kind: LedgerAccountKind, userId: number, executor: Db = db) {
      const [row] = await executor
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
      return row;
    },

    /**
     * Writes one balanced transaction: its lines in account-id order (so concurrent ones never deadlock),
     * each moving its account's balance only when it stays at or above zero (the outside world's accounts
     * excepted). Resolves to false, having written the transaction's head only, when an account would go
     * below zero: the caller then throws, rolling the transaction back.
     */
    async post(tx: Db, head: NewLedgerTransaction, lines: readonly LedgerLine[]): Promise<boolean> {
      const [transaction] = await tx
        .insert(ledgerTransactions)
        .values({ ...head, orderId: head.orderId ?? null, reference: head.reference ?? null })
        .returning({ id: ledgerTransactions.id });
      const sorted = [...lines].sort((a, b) => a.accountId - b.accountId);
      for (const line of sorted) {
        const [moved] = await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${line.amount}` })
          .where(
            and(
              eq(ledgerAccounts.id, line.accountId),
              sql`(${ledgerAccounts.balance} + ${line.amount} >= 0 or ${ledgerAccounts.kind} in (${sql.join(
                sourceAccountKinds.map((kind) => sql`${kind}`),
                sql`, `,
              )}))`,
            ),
          )
          .returning({ balance: ledgerAccounts.balance });
        if (!moved) return false;
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          accountId: line.accountId,
          amount: line.amount,
          balanceAfter: moved.balance,
        });
      }
      return true;
    },

    /** An order's hold: its id and balance, locked until the caller's transaction ends. */
    async lockedOrderHold(tx: Db, orderId: number) {
      const [row] = await tx
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'order_hold'), eq(ledgerAccounts.orderId, orderId)))
        .for('update');
      return row;
    },

    /** A page of an account's lines with their transactions, newest first, and how many there are. */
    async history(accountId: number, offset: number, limit: number) {
      const where = eq(ledgerEntries.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: ledgerEntries.id,
            amount: ledgerEntries.amount,
            balanceAfter: ledgerEntries.balanceAfter,
            kind: ledgerTransactions.kind,
            description: ledgerTransactions.description,
            orderId: ledgerTransactions.orderId,
            createdAt: ledgerTransactions.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(ledgerEntries).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** What the account received from movements of one kind since a moment (kopecks). */
    async receivedSince(accountId: number, kind: LedgerTransactionKind, since: Date): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerEntries.accountId, accountId),
            eq(ledgerTransactions.kind, kind),
            sql`${ledgerEntries.amount} > 0`,
            sql`${ledgerTransactions.createdAt} >= ${since}`,
          ),
        );
      return Number(row?.sum ?? 0);
    },

    /** The sum of an account's lines, for checks that the balance is what the ledger says. */
    async entriesSum(accountId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId));
      return Number(row?.sum ?? 0);
    },

    async insertPayment(tx: Db, payment: typeof payments.$inferInsert) {
      await tx.insert(payments).values(payment);
    },

    async setPaymentConfirmation(
      tx: Db,
      id: string,
      providerPaymentId: string,
      confirmationUrl: string,
    ): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({ providerPaymentId, confirmationUrl })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async paymentByProviderId(provider: PaymentRow['provider'], providerPaymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },

    /** The only write of a payment's outcome: pending → succeeded or canceled, once. */
    async completePayment(tx: Db, id: string, status: Exclude<PaymentStatus, 'pending'>, at: Date) {
      const rows = await tx
        .update(payments)
        .set({ status, completedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return rows[0];
    },

    async insertWithdrawal(tx: Db, withdrawal: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
      const [row] = await tx.insert(withdrawals).values(withdrawal).returning();
      return row!;
    },

    async withdrawal(id: number): Promise<WithdrawalRow | undefined> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row;
    },

    /** The only write of a withdrawal's outcome: pending → paid or refused, once. */
    async decideWithdrawal(tx: Db, id: number, status: Exclude<WithdrawalStatus, 'pending'>, at: Date) {
      const rows = await tx
        .update(withdrawals)
        .set({ status, decidedAt: at })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning();
      return rows[0];
    },

    async withdrawalsOf(userId: number, offset: number, limit: number) {
      const where = eq(withdrawals.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(withdrawals).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The withdrawals waiting for a decision, oldest first, with whose they are. */
    async pendingWithdrawals(offset: number, limit: number) {
      const where = eq(withdrawals.status, 'pending');
      const [rows, [total]] = await Promise.all([
        db
          .select({ withdrawal: withdrawals, userName: users.name })
          .from(withdrawals)
          .leftJoin(users, eq(users.id, withdrawals.userId))
          .where(where)
          .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(withdrawals).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Claims an `Idempotency-Key` in the caller's transaction. A concurrent request with the same key waits
     * here until the first commits; then (or later) it finds the key taken and reads its reply instead.
     */
    async claimKey(tx: Db, userId: number, key: string, requestHash: string): Promise<boolean> {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async storeReply(tx: Db, userId: number, key: string, reply: unknown) {
      await tx
        .update(idempotencyKeys)
        .set({ reply })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    async keyOf(tx: Db, userId: number, key: string) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /** Forgets keys older than `before` (housekeeping). */
    async purgeKeys(before: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(sql`${idempotencyKeys.createdAt} < ${before}`)
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
