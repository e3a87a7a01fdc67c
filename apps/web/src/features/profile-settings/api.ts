import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageReplySchema,
  ownProfileSchema,
  profileUpdateReplySchema,
  type OwnProfile,
  type ProfileInput,
} from '@mp/contract';
import { apiGet, apiRequest } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { storeUser, useSignedIn } from '../../shared/auth/session.ts';

/** The signed-in user's own profile (`GET /api/user` read with the profile fields). */
export const ownProfileQueryKey = ['user', 'profile'] as const;

export function useOwnProfile() {
  const signedIn = useSignedIn();
  return useQuery<OwnProfile>({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => apiGet<typeof ownProfileSchema>('/user', signal),
    enabled: signedIn,
  });
}

export const updateProfile = (body: ProfileInput) =>
  apiRequest<typeof profileUpdateReplySchema>('/user', { method: 'PUT', body: JSON.stringify(body) });

export const deleteAccount = () => apiRequest<typeof messageReplySchema>('/user', { method: 'DELETE' });

/**
 * Saves the profile; the reply becomes the cached profile, and the stored session user (whose name
 * the header shows) follows it.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ownProfileQueryKey, user);
      const { id, phone, name, role, created_at } = user;
      storeUser({ id, phone, name, role, created_at });
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
