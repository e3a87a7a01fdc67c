import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { authUserSchema } from '@mp/contract';
import { apiGet } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { sessionExpiredEvent, storeUser, useSignedIn } from './session.ts';

/**
 * Shell-wide session upkeep: a token at start restores the user (spec §4), and a session that a
 * failed refresh ended sends the user home.
 */
export function useSessionSync(): void {
  const signedIn = useSignedIn();
  const navigate = useNavigate();

  useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: async ({ signal }) => {
      const user = await apiGet(authUserSchema, '/user', signal);
      storeUser(user);
      return user;
    },
    enabled: signedIn,
    staleTime: Infinity,
  });

  useEffect(() => {
    const goHome = () => void navigate('/');
    window.addEventListener(sessionExpiredEvent, goHome);
    return () => window.removeEventListener(sessionExpiredEvent, goHome);
  }, [navigate]);
}
