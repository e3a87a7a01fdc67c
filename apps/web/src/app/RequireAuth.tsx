import { Navigate, Outlet } from 'react-router';
import { useSignedIn } from '../shared/auth/session.ts';

/** Spec §2: a screen that needs auth sends a visitor without a token to the home page. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  return signedIn ? <Outlet /> : <Navigate to="/" replace />;
}

/** The authorization screen has nothing for a signed-in user: spec §2 sends them to their ads. */
export function RequireGuest() {
  const signedIn = useSignedIn();
  return signedIn ? <Navigate to="/profile/ads" replace /> : <Outlet />;
}
