import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  messages,
  notificationCountReplySchema,
  notificationReplySchema,
  notificationsPageSchema,
} from '@mp/contract';
import { apiGet, apiRequest, errorMessage, toQueryString } from '../../shared/api/http.ts';
import { nextPage } from '../../shared/api/next-page.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { toast } from '../../shared/ui/index.ts';
import {
  allNotificationsRead,
  notificationKeys,
  notificationRead,
  notificationRemoved,
  type NotificationsFilter,
} from './cache.ts';

const isReadParam: Record<NotificationsFilter, string | undefined> = {
  all: undefined,
  unread: 'false',
  read: 'true',
};

/** `GET /api/notifications?is_read=&page=`: the person's notifications, 20 a page, newest first. */
const listOptions = (filter: NotificationsFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof notificationsPageSchema>(
        `/notifications${toQueryString({ is_read: isReadParam[filter], page: pageParam })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useNotifications = (filter: NotificationsFilter) => useInfiniteQuery(listOptions(filter));

/** The header badge: the unread count of the first page of all notifications (guests have none). */
export function useUnreadNotificationsCount(): number {
  const signedIn = useSignedIn();
  const { data } = useInfiniteQuery({
    ...listOptions('all'),
    enabled: signedIn,
    select: (pages) => pages.pages[0]?.unread_count ?? 0,
  });
  return signedIn ? (data ?? 0) : 0;
}

/** `GET /api/notifications/{id}`. */
export const useNotification = (id: number) =>
  useQuery({
    queryKey: notificationKeys.one(id),
    queryFn: ({ signal }) => apiGet<typeof notificationReplySchema>(`/notifications/${id}`, signal),
  });

const failed = (error: unknown) => toast.error(errorMessage(error, messages.notificationUpdateError));

/** `POST /api/notifications/{id}/read`: quietly, as a notification is opened. */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<typeof notificationCountReplySchema>(`/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: ({ unread_count }, id) => notificationRead(client, id, unread_count),
  });
}

/** `POST /api/notifications/mark-all-as-read`, with the spec's success toast. */
export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof notificationCountReplySchema>('/notifications/mark-all-as-read', { method: 'POST' }),
    onSuccess: ({ message, unread_count }) => {
      toast.success(message);
      allNotificationsRead(client, unread_count);
    },
    onError: failed,
  });
}

/** `DELETE /api/notifications/{id}`, with the spec's success toast. */
export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<typeof notificationCountReplySchema>(`/notifications/${id}`, { method: 'DELETE' }),
    onSuccess: ({ message, unread_count }, id) => {
      toast.success(message);
      notificationRemoved(client, id, unread_count);
    },
    onError: failed,
  });
}
