import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyReplySchema,
  companySavedReplySchema,
  type CompanyInput,
  type CompanyDetail,
  type CompanySavedReply,
} from '@mp/contract';
import { apiGet, apiRequest } from '../../shared/api/http.ts';
import { useSignedIn } from '../../shared/auth/session.ts';

/** The signed-in user's company (`GET /api/company`); null until the form was first saved. */
export const companyQueryKey = ['company'] as const;

export const fetchMyCompany = (signal?: AbortSignal) =>
  apiGet<typeof companyReplySchema>('/company', signal).then((reply) => reply.company);

export function useMyCompany() {
  const signedIn = useSignedIn();
  return useQuery<CompanyDetail | null>({
    queryKey: companyQueryKey,
    queryFn: ({ signal }) => fetchMyCompany(signal),
    enabled: signedIn,
  });
}

export const saveCompany = (body: CompanyInput) =>
  apiRequest<typeof companySavedReplySchema>('/user/company', { method: 'POST', body: JSON.stringify(body) });

export const uploadCompanyLogo = (file: File) => {
  const form = new FormData();
  form.append('logo', file);
  return apiRequest<typeof companySavedReplySchema>('/user/company/logo', { method: 'POST', body: form });
};

export const uploadCompanyImages = (files: readonly File[]) => {
  const form = new FormData();
  for (const file of files) form.append('images[]', file);
  return apiRequest<typeof companySavedReplySchema>('/user/company/images', { method: 'POST', body: form });
};

export const deleteCompanyImage = (index: number) =>
  apiRequest<typeof companySavedReplySchema>(`/user/company/images/${index}`, { method: 'DELETE' });

/** Every company call replies with the saved company: it becomes the cached `['company']`. */
export function useCompanyMutation<V>(call: (variables: V) => Promise<CompanySavedReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => queryClient.setQueryData(companyQueryKey, reply.company),
  });
}
