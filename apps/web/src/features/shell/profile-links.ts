import { breadcrumbs } from '@mp/contract';

/** Spec §2 profile sidebar menu, in its order; the logout item follows these links. */
export const profileLinks: readonly { to: string; label: string }[] = [
  { to: '/profile/special-wallet', label: breadcrumbs.specialWallet },
  { to: '/profile/wallet', label: breadcrumbs.wallet },
  { to: '/profile/tariff', label: breadcrumbs.tariff },
  { to: '/profile/packages', label: breadcrumbs.packages },
  { to: '/profile/ads', label: breadcrumbs.myAds },
  { to: '/profile/my-reviews', label: breadcrumbs.myReviews },
  { to: '/profile/orders', label: breadcrumbs.orders },
  { to: '/profile/messages', label: breadcrumbs.messages },
  { to: '/profile/favourites', label: breadcrumbs.favourites },
  { to: '/profile/saved-searches', label: breadcrumbs.savedSearches },
  { to: '/profile/settings', label: breadcrumbs.settings },
  { to: '/profile/referral', label: breadcrumbs.referral },
];
