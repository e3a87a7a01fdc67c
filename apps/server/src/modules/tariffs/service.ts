import {
  freeActiveAdsLimit,
  messages,
  pricedPlans,
  tariffBenefits,
  tariffDurationLabel,
  tariffLabels,
  type PricedBundle,
  type Subscription,
  type SubscriptionBundle,
  type SubscriptionCreateBody,
  type SubscriptionReply,
  type SubscriptionsReply,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { rubles } from '../products/index.ts';
import type { PackagesService } from '../packages/index.ts';
import type { WalletLedger } from '../wallet/index.ts';
import type { BundleRow, SubscriptionWithBundle, TariffsRepository } from './repository.ts';

export type TariffsService = ReturnType<typeof tariffsService>;

const dayMs = 86_400_000;
/** The owner hears that the tariff is about to end this long before. */
const endingNoticeDays = 3;

const nameOf = (bundle: BundleRow) => tariffLabels.names[bundle.tariff];

/** A renewal that did not happen: the subscription moved on, or the wallet was short. */
class NotRenewed extends Error {}

function presentBundle(row: BundleRow): SubscriptionBundle {
  return {
    id: row.id,
    tariff: row.tariff,
    name: nameOf(row),
    duration_days: row.durationDays,
    price: rubles(row.priceKopecks),
    description: row.description,
    is_popular: row.isPopular,
    is_active: row.isActive,
  };
}

function present({ subscription, bundle }: SubscriptionWithBundle): Subscription {
  return {
    id: subscription.id,
    status: subscription.status,
    auto_renewal: subscription.autoRenewal,
    bundle: presentBundle(bundle),
    started_at: subscription.startedAt.toISOString(),
    ends_at: subscription.endsAt.toISOString(),
    cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
  };
}

const periodText = (bundle: BundleRow) =>
  tariffLabels.subscriptionText(nameOf(bundle), tariffDurationLabel(bundle.durationDays));

interface TariffsDeps {
  db: Db;
  /** Transactions that announce the subscription's events. */
  events: Pick<DomainEventBus, 'transaction'>;
  repository: TariffsRepository;
  wallet: Pick<WalletLedger, 'once' | 'charge' | 'releasedToSince'>;
  packages: Pick<PackagesService, 'grant'>;
  now: () => Date;
}

/**
 * Tariffs (record 0087): bundles priced by the spec §9 rules, a seller's subscription paid from the wallet
 * (one active at a time, a company needed), auto-renewal, cancelling, the renewal job, and what an active
 * tariff gives the other modules: more active ads and sales without commission.
 */
export function tariffsService({ db, events, repository, wallet, packages, now }: TariffsDeps) {
  /** A period's raises and VIP placements, in the transaction that pays for it. */
  async function grantPeriod(tx: Db, userId: number, bundle: BundleRow) {
    const benefits = tariffBenefits[bundle.tariff];
    await packages.grant(tx, userId, 'raise', benefits.raise);
    await packages.grant(tx, userId, 'vip', benefits.vip);
  }

  async function own(userId: number, id: number): Promise<SubscriptionWithBundle> {
    const row = await repository.one(id);
    if (!row || row.subscription.userId !== userId) throw notFound(messages.subscriptionNotFound);
    return row;
  }

  async function changed(id: number, message: string): Promise<SubscriptionReply> {
    return { message, subscription: present((await repository.one(id))!) };
  }

  /** Extends the period and charges the wallet for it, together; false when either cannot be done. */
  async function renew(
    subscription: SubscriptionWithBundle['subscription'],
    bundle: BundleRow,
    endsAt: Date,
  ) {
    try {
      await events.transaction(async (tx, announce) => {
        const moved = await repository.update(
          tx,
          subscription.id,
          { endsAt, endingNoticeAt: null },
          subscription.endsAt,
        );
        if (!moved) throw new NotRenewed();
        const paid = await wallet.charge(tx, subscription.userId, bundle.priceKopecks, {
          kind: 'subscription',
          description: periodText(bundle),
          reference: `subscription:${subscription.id}:${subscription.endsAt.toISOString()}`,
        });
        if (!paid) throw new NotRenewed();
        await grantPeriod(tx, subscription.userId, bundle);
        await announce('subscription.renewed', {
          userId: subscription.userId,
          tariffName: nameOf(bundle),
          endsAt: endsAt.toISOString(),
        });
      });
      return true;
    } catch (err) {
      if (err instanceof NotRenewed) return false;
      throw err;
    }
  }

  /** One due subscription: renewed from the wallet when asked for and affordable, else ended. */
  async function renewOrEnd({ subscription, bundle }: SubscriptionWithBundle): Promise<'renewed' | 'ended'> {
    const endsAt = new Date(subscription.endsAt.getTime() + bundle.durationDays * dayMs);
    const renewed =
      subscription.autoRenewal && bundle.isActive && (await renew(subscription, bundle, endsAt));
    if (renewed) return 'renewed';
    await events.transaction(async (tx, announce) => {
      if (!(await repository.update(tx, subscription.id, { status: 'expired' }, subscription.endsAt))) return;
      await announce('subscription.ended', {
        userId: subscription.userId,
        tariffName: nameOf(bundle),
        renewalFailed: subscription.autoRenewal,
      });
    });
    return 'ended';
  }

  return {
    /** The bundles on sale with spec §9's `oldPrice`, `benefit` and `is_most_beneficial`. */
    async bundles(): Promise<PricedBundle[]> {
      return pricedPlans((await repository.bundles()).map(presentBundle));
    },

    async list(userId: number): Promise<SubscriptionsReply> {
      const rows = await repository.subscriptionsOf(userId);
      const current = rows.find((row) => row.subscription.status === 'active');
      return { current: current ? present(current) : null, data: rows.map(present) };
    },

    /**
     * Buys a bundle from the wallet under an `Idempotency-Key`: 400 without a company (spec §6), 404 for a
     * bundle not on sale, 409 with a tariff already active or a short balance. Changes nothing when refused.
     */
    async subscribe(userId: number, key: string, body: SubscriptionCreateBody): Promise<SubscriptionReply> {
      if (!(await repository.hasCompany(userId))) throw new HttpError(400, messages.tariffNeedsCompany);
      const bundle = await repository.bundle(body.bundle_id);
      if (!bundle || !bundle.isActive) throw notFound(messages.bundleNotFound);
      const id = await wallet.once(userId, key, ['subscribe', body], async (tx) => {
        const at = now();
        const row = await repository.insertActive(tx, {
          userId,
          bundleId: bundle.id,
          autoRenewal: body.auto_renewal ?? false,
          startedAt: at,
          endsAt: new Date(at.getTime() + bundle.durationDays * dayMs),
        });
        if (!row) throw new HttpError(409, messages.subscriptionAlreadyActive);
        const paid = await wallet.charge(tx, userId, bundle.priceKopecks, {
          kind: 'subscription',
          description: periodText(bundle),
          reference: `subscription:${row.id}:${row.startedAt.toISOString()}`,
        });
        if (!paid) throw new HttpError(409, messages.insufficientFunds);
        await grantPeriod(tx, userId, bundle);
        return row.id;
      });
      return changed(id, messages.tariffCreated);
    },

    async setAutoRenewal(userId: number, id: number, autoRenewal: boolean): Promise<SubscriptionReply> {
      await own(userId, id);
      const moved = await repository.update(db, id, { autoRenewal });
      if (!moved) throw new HttpError(409, messages.subscriptionNotActive);
      return changed(id, messages.autoRenewalUpdated);
    },

    /** Spec §4: active → cancelled, the tariff's benefits end now; the paid period is not returned. */
    async cancel(userId: number, id: number): Promise<SubscriptionReply> {
      await own(userId, id);
      const moved = await repository.update(db, id, {
        status: 'cancelled',
        cancelledAt: now(),
        autoRenewal: false,
      });
      if (!moved) throw new HttpError(409, messages.subscriptionNotActive);
      return changed(id, messages.tariffCancelled);
    },

    /** Housekeeping: tells owners of tariffs ending within 3 days, then renews or ends the due ones. */
    async renewDue() {
      const at = now();
      for (const { subscription, bundle } of await repository.endingUntold(
        new Date(at.getTime() + endingNoticeDays * dayMs),
      )) {
        if (subscription.endsAt <= at) continue;
        await events.transaction(async (tx, announce) => {
          await repository.update(tx, subscription.id, { endingNoticeAt: at });
          await announce('subscription.ending', {
            userId: subscription.userId,
            tariffName: nameOf(bundle),
            endsAt: subscription.endsAt.toISOString(),
          });
        });
      }
      let renewed = 0;
      let ended = 0;
      for (const row of await repository.due(at)) {
        if ((await renewOrEnd(row)) === 'renewed') renewed += 1;
        else ended += 1;
      }
      return { subscriptionsRenewed: renewed, subscriptionsEnded: ended };
    },

    /** How many ads the person may have on sale (or on moderation) at once. */
    async activeAdsLimit(userId: number): Promise<number> {
      const active = await repository.active(userId);
      return active ? tariffBenefits[active.bundle.tariff].activeAds : freeActiveAdsLimit;
    },

    /** How much of the seller's safe-deal sales may still pass without commission this period (kopecks). */
    async commissionFreeLeft(userId: number): Promise<number> {
      const active = await repository.active(userId);
      if (!active) return 0;
      const allowance = tariffBenefits[active.bundle.tariff].commissionFreeRubles * 100;
      return Math.max(0, allowance - (await wallet.releasedToSince(userId, active.subscription.startedAt)));
    },
  };
}
