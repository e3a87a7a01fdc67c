import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adModerationBodySchema,
  companyQueueSchema,
  companySavedReplySchema,
  isModeratorRole,
  messageReplySchema,
  moderationAdListSchema,
  pendingWithdrawalsPageSchema,
  reportListSchema,
  screeningRuleOutcomesSchema,
  withdrawalReplySchema,
  type WithdrawalDecision,
  type ModerationStatus,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';
import { useOwnProfile } from '../profile-settings/index.ts';
import { nextPage } from '../../shared/api/next-page.ts';

export type AdDecision = z.input<typeof adModerationBodySchema>;

export const moderationKeys = {
  all: ['moderation'] as const,
  ads: (reported: boolean) => ['moderation', 'products', reported ? 'reported' : 'queue'] as const,
  reports: ['moderation', 'reports', 'open'] as const,
  companies: ['moderation', 'companies', 'pending'] as const,
  withdrawals: ['moderation', 'withdrawals', 'pending'] as const,
  ruleOutcomes: ['moderation', 'screening-rules'] as const,
};

/** Whether the signed-in user may moderate: `undefined` while the own profile is loading. */
export function useIsModerator(): boolean | undefined {
  const { data: profile, isError } = useOwnProfile();
  if (profile) return isModeratorRole(profile.role);
  return isError ? false : undefined;
}

interface Paginated {
  pagination: { current_page: number; last_page: number };
}

function useModerationList<T extends z.ZodType<Paginated>>(
  queryKey: QueryKey,
  path: (page: number) => string,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiGet<T>(path(pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** `GET /api/moderation/products`: ads on moderation (oldest first) or, `reported`, active ads with open reports. */
export const useModerationAds = (reported: boolean, enabled: boolean) =>
  useModerationList<typeof moderationAdListSchema>(
    moderationKeys.ads(reported),
    (page) => `/moderation/products${toQueryString({ page, reported: reported ? 1 : undefined })}`,
    enabled,
  );

/** `GET /api/moderation/screening-rules`: each rule's decisions; a decision marks it stale (`moderationKeys.all`). */
export const useRuleOutcomes = () =>
  useQuery({
    queryKey: moderationKeys.ruleOutcomes,
    queryFn: ({ signal }) =>
      apiGet<typeof screeningRuleOutcomesSchema>('/moderation/screening-rules', signal),
  });

/** `GET /api/moderation/reports?status=open`. */
export const useOpenReports = (enabled: boolean) =>
  useModerationList<typeof reportListSchema>(
    moderationKeys.reports,
    (page) => `/moderation/reports${toQueryString({ status: 'open', page })}`,
    enabled,
  );

/** `GET /api/moderation/companies?status=pending`. */
export const useCompanyQueue = (enabled: boolean) =>
  useModerationList<typeof companyQueueSchema>(
    moderationKeys.companies,
    (page) => `/moderation/companies${toQueryString({ status: 'pending', page })}`,
    enabled,
  );

/** `GET /api/moderation/withdrawals`: requests waiting to be paid out, oldest first. */
export const useWithdrawalQueue = (enabled: boolean) =>
  useModerationList<typeof pendingWithdrawalsPageSchema>(
    moderationKeys.withdrawals,
    (page) => `/moderation/withdrawals${toQueryString({ page })}`,
    enabled,
  );

type Page = { data: { id: number }[] };

/**
 * A decided item leaves every cached moderation list at once (no refetch that would shift the pages
 * under the moderator); the lists are marked stale for the next visit.
 */
function useDecision<V>(call: (id: number, body: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: V; list: QueryKey }) => call(id, body),
    onSuccess: (_reply, { id, list }) => {
      client.setQueriesData<InfiniteData<Page>>({ queryKey: list }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.filter((item) => item.id !== id),
              })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: moderationKeys.all, refetchType: 'none' });
    },
  });
}

const patch = (body: unknown) => ({ method: 'PATCH', body: JSON.stringify(body) });

/** `PATCH /api/moderation/products/{id}`: approve, or reject with a reason shown to the seller. */
export const useDecideAd = () =>
  useDecision((id, body: AdDecision) =>
    apiRequest<typeof messageReplySchema>(`/moderation/products/${id}`, patch(body)),
  );

/** `PATCH /api/moderation/reports/{id}`. */
export const useSetReportStatus = () =>
  useDecision((id, status: 'resolved' | 'dismissed') =>
    apiRequest<typeof messageReplySchema>(`/moderation/reports/${id}`, patch({ status })),
  );

/** `PATCH /api/statuscompanies/{id}/status`. */
export const useSetCompanyStatus = () =>
  useDecision((id, status: ModerationStatus) =>
    apiRequest<typeof companySavedReplySchema>(
      `/statuscompanies/${id}/status`,
      patch({ moderation_status: status }),
    ),
  );

/** `POST /api/moderation/withdrawals/{id}/pay|refuse`. */
export const useDecideWithdrawal = () =>
  useDecision((id, decision: WithdrawalDecision) =>
    apiRequest<typeof withdrawalReplySchema>(`/moderation/withdrawals/${id}/${decision}`, { method: 'POST' }),
  );
