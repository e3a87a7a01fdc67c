/** Spec §6 roles; moderators and admins read the queues and change moderation statuses. */
export const userRoles = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const isModeratorRole = (role: UserRole): boolean => role === 'moderator' || role === 'admin';
