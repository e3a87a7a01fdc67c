import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthReply } from '@mp/contract';
import { storeSession } from '../../shared/auth/session.ts';
import { toast } from '../../shared/ui/toast-store.ts';

/** Spec §2, §4: login and verification store the session and go to the user's ads. */
export function useSignIn(): (reply: AuthReply, remember: boolean, success: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (reply, remember, success) => {
      storeSession(reply, reply.user, remember);
      toast.success(success);
      void navigate('/profile/ads', { replace: true });
    },
    [navigate],
  );
}
