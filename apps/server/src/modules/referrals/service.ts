import crypto from 'node:crypto';
import { referralLabels, referralRewardPoints, type ReferralsReply } from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus } from '../../domain-events.ts';
import type { WalletLedger } from '../wallet/index.ts';
import type { ReferralsRepository } from './repository.ts';

export type ReferralsService = ReturnType<typeof referralsService>;

/** 10 characters of an alphabet without look-alikes (no 0/O, 1/I/l). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');

interface ReferralsDeps {
  events: DomainEventBus;
  repository: ReferralsRepository;
  wallet: Pick<WalletLedger, 'awardPoints' | 'pointsReceived'>;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The referral programme (record 0087): a person's link, attribution of whoever registers through it, and
 * points in both special wallets when the invited person's first order completes, once. It listens to
 * registrations and to completed orders.
 */
export function referralsService({ events, repository, wallet, publicUrl, now, log }: ReferralsDeps) {
  /** A new account came through a link: attributed to the code's owner (an unknown code changes nothing). */
  async function attribute(userId: number, code: string | null): Promise<void> {
    if (!code) return;
    const referrerId = await repository.ownerOf(code.toUpperCase());
    if (referrerId === undefined || referrerId === userId) return;
    await repository.attribute(userId, referrerId);
  }

  /** An order completed: the buyer's first one rewards them and whoever invited them, once. */
  async function reward(buyerId: number, orderId: number): Promise<void> {
    const referral = await repository.unrewarded(buyerId);
    if (!referral) return;
    const rewarded = await events.transaction(async (tx, announce) => {
      if (!(await repository.markRewarded(tx, buyerId, orderId, now()))) return false;
      const head = {
        kind: 'referral_reward' as const,
        description: referralLabels.rewardDescription(referral.referredName),
      };
      await wallet.awardPoints(tx, referral.referrerId, referralRewardPoints.referrer, {
        ...head,
        reference: `referral:${buyerId}:referrer`,
      });
      await wallet.awardPoints(tx, buyerId, referralRewardPoints.referred, {
        ...head,
        reference: `referral:${buyerId}:referred`,
      });
      await announce('referral.rewarded', {
        referrerId: referral.referrerId,
        referredId: buyerId,
        referredName: referral.referredName,
        referrerPoints: referralRewardPoints.referrer,
        referredPoints: referralRewardPoints.referred,
      });
      return true;
    });
    if (rewarded) log.info({ referredId: buyerId, referrerId: referral.referrerId }, 'referral rewarded');
  }

  events.on('user.registered', 'referrals.attribute', ({ userId, referralCode }) =>
    attribute(userId, referralCode),
  );
  events.on('order.moved', 'referrals.reward', async ({ orderId, move, buyerId }) => {
    if (move === 'complete' && buyerId !== null) await reward(buyerId, orderId);
  });

  return {
    /** The person's link, its code made on first asking. */
    async link(userId: number) {
      let code = await repository.codeOf(userId);
      while (code === undefined) code = await repository.keepCode(userId, newCode());
      return { referral_link: `${publicUrl}/authorization?ref=${code}`, code };
    },

    async invited(userId: number): Promise<ReferralsReply> {
      const [rows, points] = await Promise.all([
        repository.invitedBy(userId),
        wallet.pointsReceived(userId, 'referral_reward'),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          joined_at: row.joinedAt.toISOString(),
          rewarded_at: row.rewardedAt?.toISOString() ?? null,
          points: row.rewardedAt ? referralRewardPoints.referrer : 0,
        })),
        points_earned: points,
      };
    },
  };
}
