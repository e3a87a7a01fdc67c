import crypto from 'node:crypto';
import { referralLabels, referralRewardPoints, type ReferralsReply } from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { ReferralsRepository } from './repository.ts';

export type ReferralsService = ReturnType<typeof referralsService>;

/** 10 characters of an alphabet without look-alikes (no 0/O, 1/I/l). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');

interface ReferralsDeps {
  db: Db;
  repository: ReferralsRepository;
  wallet: Pick<WalletService, 'awardPoints' | 'pointsReceived'>;
  notifications: Pick<NotificationsService, 'notify'>;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The referral programme (record 0087): a person's link, attribution of whoever registers through it, and
 * points in both special wallets when the invited person's first order completes, once.
 */
export function referralsService({
  db,
  repository,
  wallet,
  notifications,
  publicUrl,
  now,
  log,
}: ReferralsDeps) {
  return {
    /** The person's link, its code made on first asking. */
    async link(userId: number) {
      let code = await repository.codeOf(userId);
      while (code === undefined) code = await repository.keepCode(userId, newCode());
      return { referral_link: `${publicUrl}/authorization?ref=${code}`, code };
    },

    /** A new account came through a link: attributed to the code's owner (an unknown code changes nothing). */
    async registered(userId: number, code: string | undefined): Promise<void> {
      if (!code) return;
      const referrerId = await repository.ownerOf(code.toUpperCase());
      if (referrerId === undefined || referrerId === userId) return;
      await repository.attribute(userId, referrerId);
    },

    /** An order completed: the buyer's first one rewards them and whoever invited them, once. */
    async orderCompleted(buyerId: number, orderId: number): Promise<void> {
      const referral = await repository.unrewarded(buyerId);
      if (!referral) return;
      const rewarded = await db.transaction(async (tx) => {
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
        return true;
      });
      if (!rewarded) return;
      const notice = {
        type: 'wallet' as const,
        title: referralLabels.rewardNotice,
        link: '/profile/special-wallet',
      };
      await notifications.notify(referral.referrerId, {
        ...notice,
        message: referralLabels.referrerRewardText(referral.referredName, referralRewardPoints.referrer),
      });
      await notifications.notify(buyerId, {
        ...notice,
        message: referralLabels.referredRewardText(referralRewardPoints.referred),
      });
      log.info({ referredId: buyerId, referrerId: referral.referrerId }, 'referral rewarded');
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
