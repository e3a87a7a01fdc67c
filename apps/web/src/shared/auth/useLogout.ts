import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messageReplySchema, messages } from '@mp/contract';
import { apiRequest, logoutPath } from '../api/http.ts';
import { toast } from '../ui/toast-store.ts';
import { beginSignOut, clearAllStoredData } from './session.ts';

type LogoutStep = () => Promise<unknown>;

const stepsBeforeLogout = new Set<LogoutStep>();

/**
 * Something a feature does while the session still stands, before the logout request (forgetting this
 * device's push subscription). A failed step does not hold the logout back. Returns its removal.
 */
export function beforeLogout(step: LogoutStep): () => void {
  stepsBeforeLogout.add(step);
  return () => stepsBeforeLogout.delete(step);
}

const runStepsBeforeLogout = () => Promise.allSettled([...stepsBeforeLogout].map(async (step) => step()));

/**
 * Spec §4: logout clears all local storage and state (the notices too) even when the server call fails (then the
 * warning «Выход выполнен локально»), and goes home.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await runStepsBeforeLogout();
    const endSignOut = beginSignOut();
    let serverDone = true;
    try {
      await apiRequest<typeof messageReplySchema>(logoutPath, { method: 'POST' });
    } catch {
      serverDone = false;
    }
    clearAllStoredData();
    endSignOut();
    queryClient.clear();
    toast.clear();
    if (serverDone) toast.success(messages.logoutSuccess);
    else toast.warning(messages.logoutLocal);
    await navigate('/');
  }, [navigate, queryClient]);
}
