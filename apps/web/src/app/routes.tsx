import { breadcrumbs, screenLabels } from '@mp/contract';
import { lazyPage, type AppRoute } from './route-table.ts';
import { policyCrumb, productCrumb, searchCrumb, userCrumb } from './crumbs.ts';
import { allRussiaSlug } from '../shared/search-url.ts';

const HomePage = lazyPage(() => import('../pages/home/HomePage.tsx'), 'HomePage');
const SearchPage = lazyPage(() => import('../pages/search/SearchPage.tsx'), 'SearchPage');
const ProductPage = lazyPage(() => import('../pages/product/ProductPage.tsx'), 'ProductPage');
const CartPage = lazyPage(() => import('../pages/cart/CartPage.tsx'), 'CartPage');
const MyReviewsPage = lazyPage(() => import('../pages/my-reviews/MyReviewsPage.tsx'), 'MyReviewsPage');
const OrdersPage = lazyPage(() => import('../pages/orders/OrdersPage.tsx'), 'OrdersPage');
const OrderPage = lazyPage(() => import('../pages/orders/OrderPage.tsx'), 'OrderPage');
const ShopsPage = lazyPage(() => import('../pages/shops/ShopsPage.tsx'), 'ShopsPage');
const FavouritesPage = lazyPage(() => import('../pages/favourites/FavouritesPage.tsx'), 'FavouritesPage');
const SavedSearchesPage = lazyPage(
  () => import('../pages/saved-searches/SavedSearchesPage.tsx'),
  'SavedSearchesPage',
);
const AuthorizationPage = lazyPage(
  () => import('../pages/authorization/AuthorizationPage.tsx'),
  'AuthorizationPage',
);
const PolicyPage = lazyPage(() => import('../pages/policy/PolicyPage.tsx'), 'PolicyPage');
const BlogPage = lazyPage(() => import('../pages/blog/BlogPage.tsx'), 'BlogPage');
const BlogArticlePage = lazyPage(() => import('../pages/blog/BlogArticlePage.tsx'), 'BlogArticlePage');
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage.tsx'), 'NotFoundPage');
const PublicProfilePage = lazyPage(() => import('../pages/user/PublicProfilePage.tsx'), 'PublicProfilePage');
const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage.tsx'), 'SettingsPage');
const MapPage = lazyPage(() => import('../pages/map/MapPage.tsx'), 'MapPage');
const AdMapPage = lazyPage(() => import('../pages/map/MapPage.tsx'), 'AdMapPage');
/** One lazy component for `/ad/create` and `/ad/draft/:id`: the form survives the address turning into the draft's. */
const AdCreatePage = lazyPage(() => import('../pages/ad-form/AdCreatePage.tsx'), 'AdCreatePage');
const AdEditPage = lazyPage(() => import('../pages/ad-form/AdEditPage.tsx'), 'AdEditPage');
const ProfileMainPage = lazyPage(() => import('../pages/profile/ProfileMainPage.tsx'), 'ProfileMainPage');
const MyAdsPage = lazyPage(() => import('../pages/my-ads/MyAdsPage.tsx'), 'MyAdsPage');
const MessagesPage = lazyPage(() => import('../pages/messages/MessagesPage.tsx'), 'MessagesPage');
const NotificationsPage = lazyPage(
  () => import('../pages/notifications/NotificationsPage.tsx'),
  'NotificationsPage',
);
const NotificationPage = lazyPage(
  () => import('../pages/notifications/NotificationPage.tsx'),
  'NotificationPage',
);
const WalletPage = lazyPage(() => import('../pages/wallet/WalletPage.tsx'), 'WalletPage');
const SpecialWalletPage = lazyPage(
  () => import('../pages/wallet/SpecialWalletPage.tsx'),
  'SpecialWalletPage',
);
const SandboxPaymentPage = lazyPage(
  () => import('../pages/payments/SandboxPaymentPage.tsx'),
  'SandboxPaymentPage',
);
const TariffPage = lazyPage(() => import('../pages/tariffs/TariffPage.tsx'), 'TariffPage');
const TariffPlansPage = lazyPage(() => import('../pages/tariffs/TariffPlansPage.tsx'), 'TariffPlansPage');
const TariffPaymentPage = lazyPage(
  () => import('../pages/tariffs/TariffPaymentPage.tsx'),
  'TariffPaymentPage',
);
const PromoShopPage = lazyPage(() => import('../pages/tariffs/PromoShopPage.tsx'), 'PromoShopPage');
const ReferralPage = lazyPage(() => import('../pages/referral/ReferralPage.tsx'), 'ReferralPage');
const PackagesPage = lazyPage(() => import('../pages/packages/PackagesPage.tsx'), 'PackagesPage');
const ModerationPage = lazyPage(() => import('../pages/moderation/ModerationPage.tsx'), 'ModerationPage');

/**
 * Every screen of spec §2, in one table: the router, the auth guard, the breadcrumbs and the
 * document title all read it. Order matters only for readability; matching is by specificity.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    name: 'home',
    serverRendered: true,
    path: '/',
    access: 'public',
    kind: 'page',
    page: HomePage,
    crumb: breadcrumbs.home,
    hideBreadcrumbs: true,
    categorySlider: true,
  },
  { name: 'basket', path: '/cart', access: 'public', kind: 'page', page: CartPage, crumb: breadcrumbs.cart },
  {
    name: 'authorization',
    path: '/authorization',
    access: 'guest',
    kind: 'page',
    page: AuthorizationPage,
    crumb: breadcrumbs.authorization,
  },

  {
    name: 'profile-main',
    path: '/profile',
    access: 'auth',
    title: screenLabels.profileTitle,
    kind: 'page',
    page: ProfileMainPage,
  },
  {
    name: 'profile-user',
    serverRendered: true,
    path: '/profile/user/:id',
    access: 'public',
    kind: 'page',
    page: PublicProfilePage,
    crumb: userCrumb,
  },
  {
    name: 'settings',
    path: '/profile/settings',
    access: 'auth',
    kind: 'page',
    page: SettingsPage,
    crumb: breadcrumbs.settings,
  },
  {
    name: 'wallet',
    path: '/profile/wallet',
    access: 'auth',
    crumb: breadcrumbs.wallet,
    kind: 'page',
    page: WalletPage,
  },
  {
    name: 'sandbox-payment',
    path: '/payments/sandbox/:id',
    access: 'auth',
    crumb: screenLabels.sandboxPaymentTitle,
    kind: 'page',
    page: SandboxPaymentPage,
  },
  {
    name: 'special-wallet',
    path: '/profile/special-wallet',
    access: 'auth',
    crumb: breadcrumbs.specialWallet,
    kind: 'page',
    page: SpecialWalletPage,
  },
  {
    name: 'packages',
    path: '/profile/packages',
    access: 'auth',
    crumb: breadcrumbs.packages,
    kind: 'page',
    page: PackagesPage,
  },
  {
    name: 'my-reviews',
    path: '/profile/my-reviews',
    access: 'auth',
    crumb: breadcrumbs.myReviews,
    kind: 'page',
    page: MyReviewsPage,
  },
  {
    name: 'orders',
    path: '/profile/orders',
    access: 'auth',
    crumb: breadcrumbs.orders,
    kind: 'page',
    page: OrdersPage,
  },
  {
    name: 'order-details',
    path: '/profile/orders/:order',
    access: 'auth',
    crumb: breadcrumbs.orderDetails,
    kind: 'page',
    page: OrderPage,
  },
  {
    name: 'my-ads',
    path: '/profile/ads',
    access: 'auth',
    kind: 'page',
    page: MyAdsPage,
    crumb: breadcrumbs.myAds,
  },
  {
    name: 'tariff',
    path: '/profile/tariff',
    access: 'auth',
    crumb: breadcrumbs.tariff,
    kind: 'page',
    page: TariffPage,
  },
  {
    name: 'tariff-plans',
    path: '/profile/tariff/plans',
    access: 'auth',
    crumb: breadcrumbs.tariffPlans,
    kind: 'page',
    page: TariffPlansPage,
  },
  {
    name: 'tariff-payment',
    path: '/profile/tariff/payment',
    access: 'auth',
    crumb: breadcrumbs.tariffPayment,
    kind: 'page',
    page: TariffPaymentPage,
  },
  {
    name: 'favourites',
    path: '/profile/favourites',
    access: 'public',
    kind: 'page',
    page: FavouritesPage,
    crumb: breadcrumbs.favourites,
  },
  {
    name: 'saved-searches',
    path: '/profile/saved-searches',
    access: 'auth',
    kind: 'page',
    page: SavedSearchesPage,
    crumb: breadcrumbs.savedSearches,
  },
  {
    name: 'referral',
    path: '/profile/referral',
    access: 'auth',
    crumb: breadcrumbs.referral,
    kind: 'page',
    page: ReferralPage,
  },
  {
    name: 'profile-messages',
    path: '/profile/messages',
    access: 'auth',
    hideFooter: true,
    kind: 'page',
    page: MessagesPage,
    crumb: breadcrumbs.messages,
  },
  {
    name: 'chat',
    path: '/profile/messages/:chatId',
    access: 'auth',
    hideFooter: true,
    kind: 'page',
    page: MessagesPage,
    crumb: screenLabels.chatTitle,
  },
  {
    name: 'moderation',
    path: '/profile/moderation',
    access: 'auth',
    kind: 'page',
    page: ModerationPage,
    crumb: screenLabels.moderationTitle,
  },

  {
    name: 'ad-create',
    path: '/ad/create',
    access: 'auth',
    kind: 'page',
    page: AdCreatePage,
    crumb: breadcrumbs.adCreate,
  },
  {
    name: 'ad-edit',
    path: '/ad/edit/:id',
    access: 'auth',
    kind: 'page',
    page: AdEditPage,
    crumb: breadcrumbs.adEdit,
  },
  {
    name: 'ad-draft',
    path: '/ad/draft/:id',
    access: 'auth',
    kind: 'page',
    page: AdCreatePage,
    crumb: breadcrumbs.adDraft,
  },
  {
    name: 'ad-map',
    path: '/ad',
    access: 'auth',
    title: screenLabels.adMapTitle,
    kind: 'page',
    page: AdMapPage,
  },

  {
    name: 'product',
    serverRendered: true,
    path: '/product/:id',
    access: 'public',
    kind: 'page',
    page: ProductPage,
    crumb: productCrumb,
  },
  {
    name: 'search',
    serverRendered: true,
    path: '/search/:city',
    access: 'public',
    kind: 'page',
    page: SearchPage,
    crumb: searchCrumb,
  },
  {
    name: 'search-default',
    path: '/search',
    access: 'public',
    kind: 'redirect',
    to: `/search/${allRussiaSlug}`,
  },
  {
    name: 'policy',
    serverRendered: true,
    path: '/policy/:id',
    access: 'public',
    kind: 'page',
    page: PolicyPage,
    crumb: policyCrumb,
  },

  {
    name: 'map',
    serverRendered: true,
    path: '/map',
    access: 'public',
    title: screenLabels.mapTitle,
    hideBreadcrumbs: true,
    hideFooter: true,
    kind: 'page',
    page: MapPage,
  },
  {
    name: 'notifications',
    path: '/notifications',
    access: 'auth',
    title: screenLabels.notificationsTitle,
    kind: 'page',
    page: NotificationsPage,
  },
  {
    name: 'notification',
    path: '/notifications/:id',
    access: 'auth',
    title: screenLabels.notificationsTitle,
    kind: 'page',
    page: NotificationPage,
  },
  {
    name: 'promo-shop',
    serverRendered: true,
    path: '/promo/shop',
    access: 'public',
    title: screenLabels.promoShopTitle,
    kind: 'page',
    page: PromoShopPage,
  },
  {
    name: 'shops',
    serverRendered: true,
    path: '/shops',
    access: 'public',
    title: screenLabels.shopsTitle,
    kind: 'page',
    page: ShopsPage,
    crumb: screenLabels.shopsTitle,
  },
  {
    name: 'blog',
    serverRendered: true,
    path: '/blog',
    access: 'public',
    title: screenLabels.blogTitle,
    kind: 'page',
    page: BlogPage,
    crumb: screenLabels.blogTitle,
  },
  {
    name: 'blog-article',
    serverRendered: true,
    path: '/blog/:slug',
    access: 'public',
    kind: 'page',
    // Not the title: the titles live with the articles' text, outside the first screen's code.
    page: BlogArticlePage,
    crumb: screenLabels.blogArticle,
  },
  {
    name: 'messages',
    path: '/messages',
    access: 'auth',
    title: screenLabels.messagesTitle,
    hideBreadcrumbs: true,
    hideFooter: true,
    kind: 'page',
    page: MessagesPage,
  },

  {
    name: 'not-found',
    serverRendered: true,
    path: '*',
    access: 'public',
    kind: 'page',
    page: NotFoundPage,
    crumb: breadcrumbs.notFound,
  },
];
