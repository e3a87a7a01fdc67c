/** Screens shown inside the profile layout: every /profile screen except another user's public page. */
export const inProfileLayout = (route: { name: string; path: string }): boolean =>
  (route.path === '/profile' || route.path.startsWith('/profile/')) && route.name !== 'profile-user';
