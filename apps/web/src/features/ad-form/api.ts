import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adSavedReplySchema,
  addressSuggestionsReplySchema,
  draftReplySchema,
  ownAdDetailReplySchema,
  type AdFieldsBody,
  type DraftFields,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';
import { uploadWithProgress, type UploadOptions } from './upload.ts';

/** Where an ad's images live: a draft's or a published ad's. */
export interface ImageOwner {
  kind: 'drafts' | 'products';
  id: number;
}

export const adFormKeys = {
  draft: (id: number) => ['drafts', 'detail', id] as const,
  drafts: ['drafts', 'list'] as const,
  /** Under «my ads», so whatever refreshes the seller's lists refreshes it too. */
  ownAd: (id: number) => ['my-ads', 'detail', id] as const,
  address: (query: string, cityId: number | undefined) => ['address', query, cityId] as const,
};

const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

export const createDraft = (fields: DraftFields) =>
  apiRequest<typeof draftReplySchema>('/drafts', json('POST', fields)).then((reply) => reply.data);

/** `keepalive` lets the last save finish while the page is being closed. */
export const saveDraft = (id: number, fields: DraftFields, { keepalive = false } = {}) =>
  apiRequest<typeof draftReplySchema>(`/drafts/${id}`, { ...json('PUT', fields), keepalive }).then(
    (reply) => reply.data,
  );

export const publishDraft = (id: number) =>
  apiRequest<typeof adSavedReplySchema>(`/drafts/${id}/publish`, { method: 'POST' });

export const updateAd = (id: number, fields: AdFieldsBody) =>
  apiRequest<typeof adSavedReplySchema>(`/products/${id}`, json('PATCH', fields));

/** Uploads one image; the reply's own shape differs by owner, so only success matters here. */
export function uploadImage(owner: ImageOwner, file: File, options: UploadOptions) {
  const body = new FormData();
  body.append('images[]', file);
  return uploadWithProgress(`/${owner.kind}/${owner.id}/images`, body, options);
}

export const deleteImage = (owner: ImageOwner, imageId: number) =>
  apiRequest<z.ZodUnknown>(`/${owner.kind}/${owner.id}/images/${imageId}`, { method: 'DELETE' });

export const saveImageOrder = (owner: ImageOwner, imageIds: number[]) =>
  apiRequest<z.ZodUnknown>(`/${owner.kind}/${owner.id}/images/order`, json('PUT', { image_ids: imageIds }));

export function useDraft(id: number | undefined) {
  return useQuery({
    queryKey: adFormKeys.draft(id ?? 0),
    queryFn: ({ signal }) =>
      apiGet<typeof draftReplySchema>(`/drafts/${id}`, signal).then((reply) => reply.data),
    enabled: id !== undefined && Number.isSafeInteger(id) && id > 0,
    staleTime: Infinity,
  });
}

/** The seller's own ad to edit, in any state, with its raw filter values. */
export function useEditedAd(id: number) {
  return useQuery({
    queryKey: adFormKeys.ownAd(id),
    queryFn: ({ signal }) => apiGet<typeof ownAdDetailReplySchema>(`/user/products/${id}`, signal),
    select: (reply) => reply.data,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export const fetchAddressSuggestions = (query: string, cityId: number | undefined, signal?: AbortSignal) =>
  apiGet<typeof addressSuggestionsReplySchema>(
    `/address/suggestions${toQueryString({ query, city_id: cityId })}`,
    signal,
  ).then((reply) => reply.data);
