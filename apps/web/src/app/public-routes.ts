import { breadcrumbs, screenLabels } from '@mp/contract';
import type { AppRoute } from './route-table.ts';
import { policyCrumb, productCrumb, searchCrumb, userCrumb } from './crumbs.ts';
import { allRussiaSlug } from '../shared/search-url.ts';
import {
  AuthorizationPage,
  BlogArticlePage,
  BlogPage,
  CartPage,
  HomePage,
  MapPage,
  NotFoundPage,
  PolicyPage,
  ProductPage,
  PromoShopPage,
  PublicProfilePage,
  SearchPage,
  ShopsPage,
} from './screens.ts';

/**
 * The screens anyone may open: the catalogue (home, search, an ad, the map), shops, the blog, the
 * policies, the cart, a seller's page, sign-in (guests only) and the not-found screen.
 */
export const publicRoutes: readonly AppRoute[] = [
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
    name: 'profile-user',
    serverRendered: true,
    path: '/profile/user/:id',
    access: 'public',
    kind: 'page',
    page: PublicProfilePage,
    crumb: userCrumb,
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
    name: 'not-found',
    serverRendered: true,
    path: '*',
    access: 'public',
    kind: 'page',
    page: NotFoundPage,
    crumb: breadcrumbs.notFound,
  },
];
