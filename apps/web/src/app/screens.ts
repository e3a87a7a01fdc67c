import { lazyPage } from './route-table.ts';

// The screens of the route table, code-split: a screen's module loads when it is first shown, or ahead
// of that (`preloadScreen` in router.tsx).
export const HomePage = lazyPage(() => import('../pages/home/HomePage.tsx'), 'HomePage');
export const SearchPage = lazyPage(() => import('../pages/search/SearchPage.tsx'), 'SearchPage');
export const ProductPage = lazyPage(() => import('../pages/product/ProductPage.tsx'), 'ProductPage');
export const CartPage = lazyPage(() => import('../pages/cart/CartPage.tsx'), 'CartPage');
export const MyReviewsPage = lazyPage(() => import('../pages/my-reviews/MyReviewsPage.tsx'), 'MyReviewsPage');
export const OrdersPage = lazyPage(() => import('../pages/orders/OrdersPage.tsx'), 'OrdersPage');
export const OrderPage = lazyPage(() => import('../pages/orders/OrderPage.tsx'), 'OrderPage');
export const ShopsPage = lazyPage(() => import('../pages/shops/ShopsPage.tsx'), 'ShopsPage');
export const FavouritesPage = lazyPage(
  () => import('../pages/favourites/FavouritesPage.tsx'),
  'FavouritesPage',
);
export const SavedSearchesPage = lazyPage(
  () => import('../pages/saved-searches/SavedSearchesPage.tsx'),
  'SavedSearchesPage',
);
export const AuthorizationPage = lazyPage(
  () => import('../pages/authorization/AuthorizationPage.tsx'),
  'AuthorizationPage',
);
export const PolicyPage = lazyPage(() => import('../pages/policy/PolicyPage.tsx'), 'PolicyPage');
export const BlogPage = lazyPage(() => import('../pages/blog/BlogPage.tsx'), 'BlogPage');
export const BlogArticlePage = lazyPage(() => import('../pages/blog/BlogArticlePage.tsx'), 'BlogArticlePage');
export const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage.tsx'), 'NotFoundPage');
export const PublicProfilePage = lazyPage(
  () => import('../pages/user/PublicProfilePage.tsx'),
  'PublicProfilePage',
);
export const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage.tsx'), 'SettingsPage');
export const MapPage = lazyPage(() => import('../pages/map/MapPage.tsx'), 'MapPage');
export const AdMapPage = lazyPage(() => import('../pages/map/MapPage.tsx'), 'AdMapPage');
/** One lazy component for `/ad/create` and `/ad/draft/:id`: the form survives the address turning into the draft's. */
export const AdCreatePage = lazyPage(() => import('../pages/ad-form/AdCreatePage.tsx'), 'AdCreatePage');
export const AdEditPage = lazyPage(() => import('../pages/ad-form/AdEditPage.tsx'), 'AdEditPage');
export const ProfileMainPage = lazyPage(
  () => import('../pages/profile/ProfileMainPage.tsx'),
  'ProfileMainPage',
);
export const MyAdsPage = lazyPage(() => import('../pages/my-ads/MyAdsPage.tsx'), 'MyAdsPage');
export const AdStatsPage = lazyPage(() => import('../pages/ad-stats/AdStatsPage.tsx'), 'AdStatsPage');
export const SellerStatsPage = lazyPage(
  () => import('../pages/seller-stats/SellerStatsPage.tsx'),
  'SellerStatsPage',
);
export const MessagesPage = lazyPage(() => import('../pages/messages/MessagesPage.tsx'), 'MessagesPage');
export const NotificationsPage = lazyPage(
  () => import('../pages/notifications/NotificationsPage.tsx'),
  'NotificationsPage',
);
export const NotificationPage = lazyPage(
  () => import('../pages/notifications/NotificationPage.tsx'),
  'NotificationPage',
);
export const WalletPage = lazyPage(() => import('../pages/wallet/WalletPage.tsx'), 'WalletPage');
export const SpecialWalletPage = lazyPage(
  () => import('../pages/wallet/SpecialWalletPage.tsx'),
  'SpecialWalletPage',
);
export const SandboxPaymentPage = lazyPage(
  () => import('../pages/payments/SandboxPaymentPage.tsx'),
  'SandboxPaymentPage',
);
export const TariffPage = lazyPage(() => import('../pages/tariffs/TariffPage.tsx'), 'TariffPage');
export const TariffPlansPage = lazyPage(
  () => import('../pages/tariffs/TariffPlansPage.tsx'),
  'TariffPlansPage',
);
export const TariffPaymentPage = lazyPage(
  () => import('../pages/tariffs/TariffPaymentPage.tsx'),
  'TariffPaymentPage',
);
export const PromoShopPage = lazyPage(() => import('../pages/tariffs/PromoShopPage.tsx'), 'PromoShopPage');
export const ReferralPage = lazyPage(() => import('../pages/referral/ReferralPage.tsx'), 'ReferralPage');
export const PackagesPage = lazyPage(() => import('../pages/packages/PackagesPage.tsx'), 'PackagesPage');
export const ModerationPage = lazyPage(
  () => import('../pages/moderation/ModerationPage.tsx'),
  'ModerationPage',
);
