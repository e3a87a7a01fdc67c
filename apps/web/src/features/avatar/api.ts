import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  avatarMaxBytes,
  companySavedReplySchema,
  messageReplySchema,
  messages,
  profilePhotoReplySchema,
  publicConfigSchema,
  publicProfileSchema,
  type CompanyDetail,
  type ModerationStatus,
  type OwnProfile,
  type PublicProfile,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { companyQueryKey } from '../company/index.ts';
import { ownProfileQueryKey } from '../profile-settings/index.ts';

/** Spec §5: an avatar must be an image of at most 5 MB; the message to show, or null when it may go. */
export function avatarFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return messages.avatarNotImage;
  if (file.size > avatarMaxBytes) return messages.avatarTooLarge;
  return null;
}

export function uploadProfilePhoto(file: File) {
  const form = new FormData();
  form.append('photo', file);
  return apiRequest<typeof profilePhotoReplySchema>('/user/profile-photo', { method: 'POST', body: form });
}

/**
 * `GET /api/users/{id}?page=`: page 1 lives under the shared `queryKeys.user(id)` key, so the
 * breadcrumbs can name the user; later pages of their ads sit below it.
 */
export const publicProfileKey = (id: number, page = 1) =>
  page === 1 ? queryKeys.user(id) : ([...queryKeys.user(id), 'page', page] as const);

export const fetchPublicProfile = (id: number, page: number, signal?: AbortSignal) =>
  apiGet<typeof publicProfileSchema>(
    `/users/${id}${toQueryString({ page: page === 1 ? undefined : page })}`,
    signal,
  );

export function usePublicProfile(id: number, page = 1, enabled = true) {
  return useQuery({
    queryKey: publicProfileKey(id, page),
    queryFn: ({ signal }) => fetchPublicProfile(id, page, signal),
    enabled: enabled && Number.isSafeInteger(id) && id > 0,
  });
}

/** The public config (`GET /api/config`): the temporary moderation panel exists outside production only. */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => apiGet<typeof publicConfigSchema>('/config', signal),
    staleTime: Infinity,
  });
}

/** A new photo: the own profile, the public page and the header all show it. */
export function useProfilePhotoUpload(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: ({ profile_photo_url }) => {
      queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, (old) =>
        old ? { ...old, profile_photo_url } : old,
      );
      queryClient.setQueryData<PublicProfile>(publicProfileKey(userId), (old) =>
        old ? { ...old, profile_photo_url } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
    },
  });
}

/** After a company change: the cached company and the profile are reloaded (spec §4). */
function useCompanyReply() {
  const queryClient = useQueryClient();
  return (company: CompanyDetail) => {
    queryClient.setQueryData(companyQueryKey, company);
    void queryClient.invalidateQueries({ queryKey: companyQueryKey });
    void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
  };
}

/** «Подтвердить профиль»: `POST /api/user/confirm` sends the company to moderation. */
export function useRequestVerification() {
  const onCompany = useCompanyReply();
  return useMutation({
    mutationFn: () => apiRequest<typeof companySavedReplySchema>('/user/confirm', { method: 'POST' }),
    onSuccess: (reply) => onCompany(reply.company),
  });
}

/** The temporary panel of spec §4: `PATCH /api/statuscompanies/{id}/status`. */
export function useSetModerationStatus(companyId: number) {
  const onCompany = useCompanyReply();
  return useMutation({
    mutationFn: (status: ModerationStatus) =>
      apiRequest<typeof companySavedReplySchema>(`/statuscompanies/${companyId}/status`, {
        method: 'PATCH',
        body: JSON.stringify({ moderation_status: status }),
      }),
    onSuccess: (reply) => onCompany(reply.company),
  });
}

/** Block or unblock (`POST`/`DELETE /api/users/{id}/block`); the public page follows. */
export function useBlockUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      apiRequest<typeof messageReplySchema>(`/users/${userId}/block`, { method: block ? 'POST' : 'DELETE' }),
    onSuccess: (_reply, block) => {
      queryClient.setQueryData<PublicProfile>(publicProfileKey(userId), (old) =>
        old ? { ...old, blocked_by_me: block } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
    },
  });
}
