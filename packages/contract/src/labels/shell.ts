// Russian labels of the shell: breadcrumbs, header, footer, screen titles (spec §2, §9), held once.
export const breadcrumbs = {
  home: 'Главная',
  cart: 'Корзина',
  authorization: 'Вход',
  user: 'Пользователь',
  settings: 'Настройки',
  wallet: 'Кошелек',
  specialWallet: 'Спецкошелек',
  packages: 'Пакеты',
  myReviews: 'Мои отзывы',
  orders: 'Все заказы',
  orderDetails: 'Детали заказа',
  myAds: 'Мои объявления',
  tariff: 'Тарифы',
  tariffPlans: 'Выбор тарифа',
  tariffPayment: 'Оплата тарифа',
  favourites: 'Избранное',
  referral: 'Реферальная программа',
  messages: 'Сообщения',
  adCreate: 'Создать объявление',
  adEdit: 'Редактировать объявление',
  adDraft: 'Продолжить создание объявления',
  search: 'Поиск',
  savedSearches: 'Сохранённые поиски',
  notFound: 'Страница не найдена',
} as const;

export const policyTitles = {
  privacy: 'Политики конфиденциальности',
  delivery: 'Политики конфиденциальности',
  cookie: 'Политика использования файлов cookie',
  ads: 'Правила подачи объявлений',
  forbidden: 'Запрещенные товары',
  agreement: 'Пользовательское соглашение',
  feedback: 'Служба поддержки',
} as const;

export type PolicyId = keyof typeof policyTitles;

export const isPolicyId = (id: string | undefined): id is PolicyId =>
  id !== undefined && Object.hasOwn(policyTitles, id);

export const shellLabels = {
  profileMenu: 'Меню профиля',
  guest: 'Гость',
  login: 'Войти',
  placeForFree: 'Разместить бесплатно',
  /** The same button in the narrow phone header. */
  placeShort: 'Разместить',
  catalogue: 'Каталог',
  allCategories: 'Все категории',
  map: 'Карта',
  shops: 'Магазины',
  blog: 'Блог',
  notifications: 'Уведомления',
  profile: 'Профиль',
  logout: 'Выйти',
  serviceRules: 'Правила сервиса',
  userAgreement: 'Пользовательское соглашение',
  support: 'Служба поддержки',
  apply: 'Применить',
  vipOnly: 'VIP-объявление',
  russia: 'Россия',
  productFallback: (id: number | string) => `Товар #${id}`,
  userFallback: (id: number | string) => `Пользователь #${id}`,
} as const;

/** Where a list looks («в Москве» is made by the rule `inCity`), and a search's heading and tab title. */
export const placeLabels = {
  inRussia: 'в России',
  /** A city name the declension rule is unsure of keeps its nominative. */
  inCityOf: (name: string) => `в городе ${name}`,
  /** What is looked for when no category or text is chosen. */
  anything: 'Объявления',
  /** «Велосипеды в Москве». */
  searchHeading: (what: string, where: string) => `${what} ${where}`,
  /** «Велосипеды в Москве — 25 объявлений». */
  searchTitle: (what: string, where: string, count: string) => `${what} ${where} — ${count}`,
} as const;

/** The shell around every screen: header, menus, search box, city picker, footer (spec §2). */
export const shellChrome = {
  brand: 'Маркетплейс',
  tagline: 'объявления в вашем городе',
  homeLink: 'Маркетплейс — на главную',
  notice: 'Размещайте объявления бесплатно — их сразу увидят покупатели в вашем городе',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  close: 'Закрыть',
  mainNavigation: 'Основная навигация',
  /** The bar of sections at the foot of a phone's screen. */
  sectionsNavigation: 'Разделы',
  breadcrumbs: 'Навигационная цепочка',
  skipToContent: 'Перейти к содержимому',
  cookieText: 'Мы используем файлы cookie, чтобы сайт работал быстро и удобно. Подробнее — в',
  cookiePolicyLink: 'политике использования файлов cookie',
  cookieAccept: 'Понятно',
  dataCredit: 'Данные о городах: hflabs/city, CC BY-SA 4.0',
  copyright: (year: number) => `© ${year} Маркетплейс — бесплатные объявления по всей России`,
  footerAbout: 'О сервисе',
  footerHelp: 'Помощь',
  searchPlaceholder: 'Поиск по объявлениям',
  searchLabel: 'Поиск по объявлениям',
  searchSubmit: 'Найти',
  searchHistory: 'Вы искали',
  clearHistory: 'Очистить',
  searching: 'Ищем…',
  chooseCity: 'Выберите город',
  cityPlaceholder: 'Город или регион',
  /** The list under a city search field (the ad form's «Город»). */
  cityMatches: 'Подходящие города',
  allRussia: 'Вся Россия',
  /** Every photo field's drop area. */
  dropPhotos: 'Перетащите фото сюда или',
  choosePhotos: 'выберите файлы',
  cityQuestion: (name: string) => `Ваш город — ${name}?`,
  /** The city list's button that picks the city the visitor is in. */
  locateCity: 'Определить мой город',
  locating: 'Определяем…',
  locateFailed: 'Не удалось определить, где вы находитесь',
  /** No city of the list within 50 km of the visitor (spec §9). */
  noCityNearby: 'Рядом с вами нет города из списка',
  yes: 'Да',
  no: 'Нет',
  back: 'Назад',
  allInCategory: 'Все объявления',
  categoriesLoadError: 'Не удалось загрузить категории',
  citiesLoadError: 'Не удалось загрузить список городов',
  retry: 'Повторить',
  loading: 'Загрузка…',
} as const;

/** Titles and empty states of screens whose content arrives with later work (spec §2). */
export const screenLabels = {
  moderationTitle: 'Модерация',
  /** The sandbox payment provider's confirmation page (development and tests only). */
  sandboxPaymentTitle: 'Тестовая оплата',
  notificationsTitle: 'Уведомления',
  mapTitle: 'Карта объявлений',
  shopsTitle: 'Магазины',
  blogTitle: 'Блог',
  promoShopTitle: 'Магазин',
  messagesTitle: 'Сообщения',
  profileTitle: 'Профиль',
  adMapTitle: 'Объявления на карте',
  chatTitle: 'Чат',
  emptyDefault: 'Здесь пока пусто',
  cartEmpty: 'В корзине пока нет товаров',
  cartEmptyHint: 'Добавляйте товары из объявлений — они будут ждать вас здесь.',
  toCatalogue: 'Перейти к объявлениям',
  favouritesEmpty: 'В избранном пока ничего нет',
  favouritesEmptyHint: 'Отмечайте объявления сердечком, чтобы не потерять их.',
  toHome: 'На главную',
  notificationsEmpty: 'Уведомлений пока нет',
  messagesEmpty: 'Сообщений пока нет',
  adsEmpty: 'У вас пока нет объявлений',
  placeAd: 'Разместить объявление',
  ordersEmpty: 'Заказов пока нет',
  reviewsEmpty: 'Отзывов пока нет',
  walletEmpty: 'Операций по кошельку пока нет',
  tariffEmpty: 'У вас нет активного тарифа',
  referralEmpty: 'Приглашённых пользователей пока нет',
  shopsEmpty: 'Магазинов пока нет',
  /** A blog article's breadcrumb, under «Блог». */
  blogArticle: 'Статья',
  /** The link under a blog article back to the list. */
  allArticles: 'Все статьи',
  mapEmpty: 'На карте пока нет объявлений',
  userAdsEmpty: 'У пользователя пока нет активных объявлений',
  notFoundHint: 'Возможно, страница была удалена или в адресе есть опечатка.',
  errorTitle: 'Что-то пошло не так',
  errorHint: 'Попробуйте обновить страницу — обычно это помогает.',
  reload: 'Обновить страницу',
  /** A screen whose code could not come for want of a network; it opens by itself once the network is back. */
  offlineTitle: 'Нет подключения',
  offlineHint: 'Экран откроется сам, как только подключение восстановится.',
  policyUpdated: (date: string) => `Редакция от ${date}`,
} as const;
