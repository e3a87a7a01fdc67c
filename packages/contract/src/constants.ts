/** Business constants and limits of spec §9. */
export const limits = {
  autocompleteMinChars: 2,
  autocompleteMaxItems: 10,
  autocompleteDebounceMs: 300,
  searchMaxLength: 200,
  blurCloseDelayMs: 150,
  searchDropdownMaxHeightPx: 550,
  searchHistoryMax: 10,
  routeHistoryMax: 10,
  scrollTopDelayMs: 100,
  toastAutoHideMs: 10_000,
  messageNoticesMax: 3,
  messageNoticeAutoCloseMs: 5000,
  badgeCap: 99,
  tooltipMarginPx: 10,
  citySuggestionRadiusKm: 50,
  earthRadiusKm: 6371,
  geolocationTimeoutMs: 10_000,
  geolocationMaxAgeMs: 5 * 60_000,
  cityAutocompleteMax: 10,
  /** The longest `/search/:city` segment taken as a city's name. */
  citySlugMax: 100,
  avatarMaxBytes: 5 * 1024 * 1024,
  productImageMaxBytes: 10 * 1024 * 1024,
  productImagesMax: 10,
  /** The most pixels an uploaded picture may have, in millions (far more than any stored size needs). */
  imageMaxMegapixels: 40,
  productsPerPage: 20,
  /** A product list pages no deeper than this many ads (50 pages); the web says so at the end. */
  productsDeepest: 1000,
  notificationsPerPage: 20,
  maxPage: 10_000,
  /** How many ads one person may keep in favourites. */
  favouritesMax: 1000,
  /** How many searches one person may save («Сохранённые поиски»). */
  savedSearchesMax: 50,
  savedSearchNameMax: 100,
  /** The products query string a saved search keeps. */
  savedSearchQueryMax: 2000,
  /** New ads of a saved search are counted up to this many (shown as «99+» above 99). */
  savedSearchNewCountCap: 100,
} as const;

/**
 * The element of a server-rendered page that carries the data its first screen was rendered from
 * (`<script type="application/json">`), for the web app to start from instead of asking again.
 */
export const firstDataElementId = 'first-data';

/** Local storage keys, exactly as spec §3 names them. */
export const storageKeys = {
  token: 'token',
  jwtToken: 'jwt_token',
  socketId: 'socket_id',
  socketIdNotifications: 'socket_id_notifications',
  user: 'user',
  profile: 'profile',
  company: 'company',
  city: 'city',
  cart: 'cart',
  localFavourites: 'local_favourites',
  searchHistory: 'search_history',
  isCookie: 'isCookie',
  /** Ours, not spec §3's: the code of the referral link the visitor came through, until they register. */
  referralCode: 'referral_code',
} as const;

/** The header that makes a money request safe to repeat. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{1,255}$/;

/** Spec §9's orders, plus `price_desc` (dearest first) beside the spec's cheapest-first `price`. */
export const sortValues = ['created_at', 'price', 'price_desc'] as const;
export type SortValue = (typeof sortValues)[number];
export const periodValues = ['24h', '7d', 'all'] as const;
export type Period = (typeof periodValues)[number];
/** Condition of the goods (Avito's «Состояние»); see docs/decisions.md. */
export const adStatusValues = ['new', 'used'] as const;
export type AdStatus = (typeof adStatusValues)[number];
/**
 * What an ad offers (record 0111): goods are bought through the cart and orders; a vacancy and a service
 * are talked over with the seller. Read from the ad's top-level category by `adKindOf`.
 */
export const adKindValues = ['goods', 'job', 'service'] as const;
export type AdKind = (typeof adKindValues)[number];
/** Private person or a company (a user with a company). */
export const sellerTypeValues = ['private', 'company'] as const;
export type SellerType = (typeof sellerTypeValues)[number];
