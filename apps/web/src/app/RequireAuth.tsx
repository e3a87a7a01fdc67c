import { Navigate, Outlet } from 'react-router';
import { sessionExpired, sessionExpiredState, useSignedIn } from '../shared/auth/session.ts';

/**
 * Spec §2: a screen that needs auth sends a visitor without a token to the home page; one whose session
 * a failed refresh has just ended goes to the sign-in screen, which says so (issue 13).
 */
export function RequireAuth() {
  const signedIn = useSignedIn();
  if (signedIn) return <Outlet />;
  return sessionExpired() ? (
    <Navigate to="/authorization" state={sessionExpiredState} replace />
  ) : (
    <Navigate to="/" replace />
  );
}

/** The authorization screen has nothing for a signed-in user: spec §2 sends them to their ads. */
export function RequireGuest() {
  const signedIn = useSignedIn();
  return signedIn ? <Navigate to="/profile/ads" replace /> : <Outlet />;
}
