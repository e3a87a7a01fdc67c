import { z } from 'zod';

/** Points each side gets when the invited person's first order completes (record 0087). */
export const referralRewardPoints = { referrer: 500, referred: 200 } as const;

/** A referral code as it travels in a link and in `POST /api/verify`. */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,16}$/);

/** `GET /api/referral-link` (spec §7: `data.referral_link`). */
export const referralLinkReplySchema = z.object({
  data: z.object({ referral_link: z.string(), code: z.string() }),
});
export type ReferralLinkReply = z.infer<typeof referralLinkReplySchema>;

export const invitedPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  joined_at: z.string(),
  /** When the first order completed and both were rewarded; null while waiting for it. */
  rewarded_at: z.string().nullable(),
  points: z.number().int(),
});
export type InvitedPerson = z.infer<typeof invitedPersonSchema>;

/** `GET /api/referrals`: the people the person invited, newest first, and the points it brought. */
export const referralsReplySchema = z.object({
  data: z.array(invitedPersonSchema),
  points_earned: z.number().int(),
});
export type ReferralsReply = z.infer<typeof referralsReplySchema>;
