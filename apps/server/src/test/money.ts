import crypto from 'node:crypto';
import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PaymentReply, Wallet } from '@mp/contract';
import { ledgerAccounts, ledgerEntries } from '../db/schema/index.ts';
import type { SignedIn, useTestApp } from './harness.ts';

type TestApp = ReturnType<typeof useTestApp>;

export const newKey = () => crypto.randomUUID();

/** Money requests and a funded wallet for tests, through the real API and the sandbox provider. */
export function moneyHelpers(t: TestApp) {
  /** A money request: bearer token, JSON body and the `Idempotency-Key` header (none when `key` is null). */
  const money = (url: string, token: string, body: object | undefined, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body,
      headers: { authorization: `Bearer ${token}`, ...(key !== null && { 'idempotency-key': key }) },
    });

  const walletOf = async (who: SignedIn) => {
    const res = await t.call('GET', '/wallet', who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Wallet>();
  };

  /** Tops the wallet up through the sandbox: the payment made and confirmed by its payer. */
  async function toppedUp(amount: number, who?: SignedIn) {
    const person = who ?? (await t.signedIn());
    const started = await money('/wallet/top-up', person.token, { amount, payment_type: 'bank_card' });
    expect(started.statusCode, started.body).toBe(201);
    const { payment } = started.json<PaymentReply>();
    const res = await t.call('POST', `/payments/sandbox/${payment.id}/succeed`, person.token);
    expect(res.statusCode, res.body).toBe(200);
    return person;
  }

  /** The ledger's books: every transaction sums to zero, every balance is the sum of its account's lines. */
  async function expectBooksBalanced() {
    const unbalanced = await t.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    const drift = await t.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id, ledgerAccounts.balance)
      .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerEntries.amount}), 0)`);
    expect(drift).toEqual([]);
    const negative = await t.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.balance} < 0 and ${ledgerAccounts.kind} not in ('payments', 'points_source')`,
      );
    expect(negative).toEqual([]);
  }

  return { money, walletOf, toppedUp, expectBooksBalanced };
}
