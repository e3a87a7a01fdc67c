import { useQuery } from '@tanstack/react-query';
import { referralLinkReplySchema, referralsReplySchema } from '@mp/contract';
import { apiGet } from '../../shared/api/http.ts';

export const referralKeys = {
  link: ['referral', 'link'] as const,
  invited: ['referral', 'invited'] as const,
};

export const useReferralLink = () =>
  useQuery({
    queryKey: referralKeys.link,
    queryFn: ({ signal }) => apiGet<typeof referralLinkReplySchema>('/referral-link', signal),
    staleTime: Infinity,
  });

export const useInvited = () =>
  useQuery({
    queryKey: referralKeys.invited,
    queryFn: ({ signal }) => apiGet<typeof referralsReplySchema>('/referrals', signal),
  });
