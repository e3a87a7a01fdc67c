import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messages,
  type PushKind,
  type PushSettings,
  type PushSubscriptionBody,
  type pushKeyReplySchema,
  type pushSettingsSchema,
} from '@mp/contract';
import { apiGet, apiRequest, apiSend, errorMessage } from '../../shared/api/http.ts';
import { toast } from '../../shared/ui/toast-store.ts';

export const pushKeys = {
  settings: ['push', 'settings'] as const,
  /** Whether this browser holds a subscription: the browser's answer, kept with the server's. */
  device: ['push', 'device'] as const,
};

const json = (method: string, body: object) => ({ method, body: JSON.stringify(body) });

/** `GET /api/push/key`: the server's VAPID public key, base64url. */
export const fetchPushKey = async (): Promise<string> =>
  (await apiGet<typeof pushKeyReplySchema>('/push/key')).public_key;

/** `POST /api/push/subscriptions`: this device's subscription, as the browser's `toJSON()` gives it. */
export const saveSubscription = (subscription: PushSubscriptionBody): Promise<void> =>
  apiSend('/push/subscriptions', json('POST', subscription));

/** `DELETE /api/push/subscriptions`. */
export const deleteSubscription = (endpoint: string): Promise<void> =>
  apiSend('/push/subscriptions', json('DELETE', { endpoint }));

/** `GET /api/push/settings`: every kind on or off, for all the person's devices. */
export const usePushSettings = () =>
  useQuery({
    queryKey: pushKeys.settings,
    queryFn: ({ signal }) => apiGet<typeof pushSettingsSchema>('/push/settings', signal),
  });

/** `PUT /api/push/settings` with the one kind changed; shown at once, put back if the save fails. */
export function useSavePushSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: PushKind; on: boolean }) =>
      apiRequest<typeof pushSettingsSchema>('/push/settings', json('PUT', { [kind]: on })),
    onMutate: ({ kind, on }) => {
      const before = client.getQueryData<PushSettings>(pushKeys.settings);
      if (before) client.setQueryData<PushSettings>(pushKeys.settings, { ...before, [kind]: on });
      return { before };
    },
    onSuccess: (settings) => client.setQueryData(pushKeys.settings, settings),
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(pushKeys.settings, context.before);
      toast.error(errorMessage(error, messages.pushSettingsSaveError));
    },
  });
}
