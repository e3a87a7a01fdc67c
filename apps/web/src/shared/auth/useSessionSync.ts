import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { authUserSchema } from '@mp/contract';
import { apiGet } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { sessionExpiredEvent, sessionExpiredState, storeUser, useSignedIn } from './session.ts';

/**
 * Shell-wide session upkeep: a token at start restores the user (spec §4), and a session that a
 * failed refresh ended sends the person to the sign-in screen, which says why (issue 13: not home in silence).
 */
export function useSessionSync(): void {
  const signedIn = useSignedIn();
  const navigate = useNavigate();

  useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: async ({ signal }) => {
      const user = await apiGet<typeof authUserSchema>('/user', signal);
      storeUser(user);
      return user;
    },
    enabled: signedIn,
    staleTime: Infinity,
  });

  useEffect(() => {
    const signInAgain = () => void navigate('/authorization', { state: sessionExpiredState });
    window.addEventListener(sessionExpiredEvent, signInAgain);
    return () => window.removeEventListener(sessionExpiredEvent, signInAgain);
  }, [navigate]);
}
