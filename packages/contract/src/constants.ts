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
  avatarMaxBytes: 5 * 1024 * 1024,
  productImageMaxBytes: 10 * 1024 * 1024,
  productImagesMax: 10,
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
