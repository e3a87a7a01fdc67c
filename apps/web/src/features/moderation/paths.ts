/** The moderators' screen in the profile menu (kept apart so the menu does not load the screen). */
export const moderationPath = '/profile/moderation';
