import { isModeratorRole, type AuthUser } from '@mp/contract';
import { forbidden } from './errors.ts';

/**
 * Refuses (403 `Недостаточно прав`) anyone but a moderator or an admin. The role comes from the
 * session lookup, which reads the user row on every request, so a granted or revoked role counts at once.
 */
export function requireModerator(user: AuthUser): AuthUser {
  if (!isModeratorRole(user.role)) throw forbidden();
  return user;
}

export const isModerator = (user: AuthUser): boolean => isModeratorRole(user.role);
