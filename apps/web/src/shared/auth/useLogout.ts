import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messageReplySchema, messages } from '@mp/contract';
import { apiRequest } from '../api/http.ts';
import { toast } from '../ui/toast-store.ts';
import { clearAllStoredData } from './session.ts';

/**
 * Spec §4: logout clears all local storage and state (the notices too) even when the server call fails (then the
 * warning «Выход выполнен локально»), and goes home.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let serverDone = true;
    try {
      await apiRequest<typeof messageReplySchema>('/logout', { method: 'POST' });
    } catch {
      serverDone = false;
    }
    clearAllStoredData();
    queryClient.clear();
    toast.clear();
    if (serverDone) toast.success(messages.logoutSuccess);
    else toast.warning(messages.logoutLocal);
    await navigate('/');
  }, [navigate, queryClient]);
}
