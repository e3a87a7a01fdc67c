import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageReplySchema,
  messages,
  savedSearchReplySchema,
  savedSearchSavedReplySchema,
  savedSearchesReplySchema,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@mp/contract';
import { apiGet, apiRequest, errorMessage } from '../../shared/api/http.ts';
import { toast } from '../../shared/ui/index.ts';

export const savedSearchKeys = { list: ['saved-searches'] as const };

const json = (method: string, body?: object) => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** `GET /api/saved-searches`: the person's searches, newest first, with their new ads. */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.list,
    queryFn: ({ signal }) => apiGet<typeof savedSearchesReplySchema>('/saved-searches', signal),
    select: (reply) => reply.data,
  });

/** Puts a changed search into the cached list in place (or first, when it is new). */
function useRemember() {
  const queryClient = useQueryClient();
  return (search: SavedSearch) =>
    queryClient.setQueryData<{ data: SavedSearch[] }>(savedSearchKeys.list, (cached) =>
      cached === undefined
        ? cached
        : {
            data: cached.data.some((s) => s.id === search.id)
              ? cached.data.map((s) => (s.id === search.id ? search : s))
              : [search, ...cached.data],
          },
    );
}

/** `POST /api/saved-searches`: «Сохранить поиск». */
export function useSaveSearch() {
  const remember = useRemember();
  return useMutation({
    mutationFn: (body: SavedSearchCreate) =>
      apiRequest<typeof savedSearchSavedReplySchema>('/saved-searches', json('POST', body)),
    onSuccess: (reply) => {
      remember(reply.data);
      toast.success(reply.message);
    },
  });
}

/** `PUT /api/saved-searches/{id}`: a new name or way to notify. */
export function useUpdateSavedSearch() {
  const remember = useRemember();
  return useMutation({
    mutationFn: ({ id, ...changes }: SavedSearchUpdate & { id: number }) =>
      apiRequest<typeof savedSearchSavedReplySchema>(`/saved-searches/${id}`, json('PUT', changes)),
    onSuccess: (reply) => {
      remember(reply.data);
      toast.success(reply.message);
    },
    onError: (error) => toast.error(errorMessage(error, messages.savedSearchSaveError)),
  });
}

/** `DELETE /api/saved-searches/{id}`. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<typeof messageReplySchema>(`/saved-searches/${id}`, json('DELETE')),
    onSuccess: (reply, id) => {
      queryClient.setQueryData<{ data: SavedSearch[] }>(savedSearchKeys.list, (cached) =>
        cached === undefined ? cached : { data: cached.data.filter((s) => s.id !== id) },
      );
      toast.success(reply.message);
    },
    onError: (error) => toast.error(errorMessage(error, messages.savedSearchDeleteError)),
  });
}

/** `POST /api/saved-searches/{id}/visit`: opening it makes its ads no longer new. */
export function useVisitSavedSearch() {
  const remember = useRemember();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<typeof savedSearchReplySchema>(`/saved-searches/${id}/visit`, json('POST')),
    onSuccess: (reply) => remember(reply.data),
  });
}
