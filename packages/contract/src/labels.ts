import { limits } from './constants.ts';
import { pluralize } from './rules/plural.ts';

/** Russian labels of the shell and screens (spec §2, §9), held once. */
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

export const sortLabels = {
  default: 'по умолчанию',
  created_at: 'по новизне',
  price: 'по стоимости',
  price_desc: 'дороже',
} as const;

export const periodLabels = { '24h': 'За 24 часа', '7d': 'За 7 дней', all: 'За всё время' } as const;
export const sellerTypeLabels = { private: 'Частные', company: 'Компании' } as const;
export const adStatusLabels = { new: 'Новое', used: 'Б/у' } as const;

export const shellLabels = {
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

/** Product lists, search results, filters and the product page (spec §2, §3). */
export const productLabels = {
  homeTitle: 'Свежие объявления',
  /** «Объявления в Москве»; `where` from the rule `inCity`. */
  inCity: (where: string) => `Объявления ${where}`,
  inOtherCities: 'Объявления в других городах',
  allRussia: 'Объявления по всей России',
  adForms: ['объявление', 'объявления', 'объявлений'],
  found: 'Найдено',
  /** Before an estimated count: «около 27 000 объявлений». */
  about: 'около',
  /** At the end of a list cut at its deepest page. */
  listCut: (shown: string) =>
    `Показаны первые ${shown}. Уточните запрос или фильтры, чтобы увидеть остальные.`,
  searchQuery: (query: string) => `по запросу «${query}»`,
  /** The query was read as another (a typo, the wrong keyboard layout): what was searched instead. */
  searchedAs: (query: string) => `Показаны результаты по запросу «${query}»`,
  /** The link back to the query exactly as typed. */
  searchExactly: (query: string) => `Искать «${query}»`,
  nothingFoundHint: 'Попробуйте изменить запрос или сбросить часть фильтров.',
  filters: 'Фильтры',
  category: 'Категория',
  anyCategory: 'Любая категория',
  subcategory: 'Подкатегория',
  anySubcategory: 'Все подкатегории',
  price: 'Цена, ₽',
  priceFrom: 'от',
  priceTo: 'до',
  period: 'Срок размещения',
  condition: 'Состояние',
  sellerType: 'Продавец',
  sort: 'Сортировка',
  any: 'Все',
  resetAll: 'Сбросить всё',
  removeFilter: (label: string) => `Убрать фильтр «${label}»`,
  cityOrRegion: 'Город или регион',
  vip: 'VIP',
  noPhoto: 'Нет фото',
  todayAt: (time: string) => `Сегодня, ${time}`,
  yesterdayAt: (time: string) => `Вчера, ${time}`,
  productNotFound: 'Объявление не найдено',
  productNotFoundHint: 'Возможно, оно снято с публикации или ссылка устарела.',
  inStock: (quantity: number) => `В наличии: ${quantity} шт.`,
  outOfStock: 'Нет в наличии',
  description: 'Описание',
  characteristics: 'Характеристики',
  location: 'Местоположение',
  placedAt: (date: string) => `Размещено ${date}`,
  placedToday: (time: string) => `Размещено сегодня в ${time}`,
  placedYesterday: (time: string) => `Размещено вчера в ${time}`,
  viewForms: ['просмотр', 'просмотра', 'просмотров'],
  privatePerson: 'Частное лицо',
  company: 'Компания',
  onSiteSince: (date: string) => `На сайте с ${date}`,
  activeAdForms: ['активное объявление', 'активных объявления', 'активных объявлений'],
  sellerProfile: 'Профиль продавца',
  showPhone: 'Показать телефон',
  photoOf: (index: number, total: number) => `Фото ${index} из ${total}`,
  previousPhoto: 'Предыдущее фото',
  nextPhoto: 'Следующее фото',
  openPhoto: 'Открыть фото на весь экран',
  closePhoto: 'Закрыть просмотр фото',
} as const;

/** «Избранное»: the heart on cards and the ad page, and the favourites screen (spec §4). */
export const favouriteLabels = {
  add: 'Добавить в избранное',
  remove: 'Убрать из избранного',
  withdrawn: 'Снято с публикации',
  showMore: 'Показать ещё',
} as const;

/** The cart (spec §2 /cart, §3 Cart item, §4): the ad page's picker and the cart's lines. */
export const cartLabels = {
  addToCart: 'В корзину',
  quantity: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  quantityOf: (name: string) => `Количество: ${name}`,
  remove: 'Удалить',
  removeProduct: (name: string) => `Удалить из корзины: ${name}`,
  clear: 'Очистить корзину',
  seller: 'Продавец',
  total: 'Итого',
  units: (count: number) => `Товаров: ${count}`,
  priceChanged: 'Цена изменилась',
  stockLeft: (count: number) => `Осталось ${count} шт.`,
  outOfStock: 'Нет в наличии',
  unavailable: 'Снято с публикации',
  notInTotal: 'Не входит в сумму',
} as const;

/** Orders (spec §2 /profile/orders, §3 Order, §4; the statuses past `new` and `cancelled` are ours, record 0080). */
export const orderLabels = {
  buy: 'Купить',
  checkout: 'Оформить заказ',
  placeOrder: 'Заказать',
  deliveryAddress: 'Адрес доставки',
  deliveryAddressPlaceholder: 'Город, улица, дом, квартира',
  asBuyer: 'Покупки',
  asSeller: 'Продажи',
  number: (id: number) => `Заказ № ${id}`,
  from: (date: string) => `от ${date}`,
  buyer: 'Покупатель',
  seller: 'Продавец',
  items: 'Товары',
  totalPrice: 'Сумма заказа',
  walletPaid: 'Оплачено из кошелька',
  remainingToPay: 'К оплате',
  approvedPercentage: 'Можно оплатить кошельком, %',
  approvedPercentageHint: 'Какую часть суммы покупатель может оплатить из кошелька',
  unitsOf: (count: number, price: string) => `${count} шт. × ${price}`,
  deletedUser: 'Пользователь удалён',
  statuses: {
    new: 'Ждёт подтверждения',
    confirmed: 'Подтверждён',
    shipped: 'Отправлен',
    completed: 'Получен',
    cancelled: 'Отменён',
  },
  cancelledBy: { buyer: 'Отменён покупателем', seller: 'Отменён продавцом' },
  moves: {
    confirm: 'Подтвердить заказ',
    ship: 'Заказ отправлен',
    complete: 'Заказ получен',
    cancel: 'Отменить заказ',
  },
  allStatuses: 'Все',
  statusFilter: 'Статус заказа',
  showMore: 'Показать ещё',
  details: 'Подробнее',
  backToOrders: 'Ко всем заказам',
  cancelQuestion: 'Отменить заказ? Товары вернутся в продажу.',
  keep: 'Не отменять',
  fixCartFirst: 'Уберите товары, которых нет в наличии, или уменьшите их количество',
} as const;

/** Reviews (spec §2 reviews modal, /profile/my-reviews; record 0082). */
export const reviewLabels = {
  orderReviews: 'Отзывы о заказе',
  aboutThisProduct: 'Отзывы о товаре',
  leave: 'Оставить отзыв',
  rateSeller: 'Оценить продавца',
  yours: (rating: number) => `Ваш отзыв: ${rating} из 10`,
  aboutProduct: (name: string) => `Отзыв о товаре «${name}»`,
  aboutSeller: (name: string) => `Отзыв о продавце ${name}`,
  rating: 'Оценка',
  mark: (rating: number) => `${rating} из 10`,
  text: 'Отзыв',
  photos: 'Фотографии, до 5',
  publish: 'Опубликовать',
  save: 'Сохранить',
  edit: 'Изменить',
  remove: 'Удалить',
  editTitle: 'Изменить отзыв',
} as const;

/** «Магазины» (/shops): the directory of companies with ads in the chosen city. */
export const shopLabels = {
  searchPlaceholder: 'Название магазина',
  searchLabel: 'Поиск магазина по названию',
  inPlace: (place: string) => `Магазины ${place}`,
  logoOf: (name: string) => `Логотип: ${name}`,
  notFound: 'Магазины с таким названием не найдены',
  showMore: 'Показать ещё',
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
  policyUpdated: (date: string) => `Редакция от ${date}`,
} as const;

/** The authorization screen and the signed-in menus (spec §2, §4). */
export const authLabels = {
  tabs: 'Вход или регистрация',
  loginTab: 'Вход',
  registerTab: 'Регистрация',
  phone: 'Номер телефона',
  phonePlaceholder: '+7 (___) ___-__-__',
  password: 'Пароль',
  passwordConfirmation: 'Повторите пароль',
  name: 'Имя',
  remember: 'Запомнить меня',
  login: 'Войти',
  register: 'Зарегистрироваться',
  forgotPassword: 'Забыли пароль?',
  resetTitle: 'Восстановление пароля',
  getCode: 'Получить код',
  code: 'Код из СМС',
  codeSentTo: (phone: string) => `Мы отправили код на номер ${phone}`,
  confirm: 'Подтвердить',
  resend: 'Отправить код повторно',
  resendIn: (seconds: number) => `Отправить код повторно через ${seconds} с`,
  changePhone: 'Изменить номер',
  newPassword: 'Новый пароль',
  newPasswordConfirmation: 'Повторите новый пароль',
  savePassword: 'Сохранить пароль',
  backToLogin: 'Вернуться ко входу',
  profileMenu: 'Меню профиля',
} as const;

/** `/profile/settings`: the profile and company forms, avatar and account deletion. */
export const settingsLabels = {
  profileSection: 'Личные данные',
  surname: 'Фамилия',
  name: 'Имя',
  patronymic: 'Отчество',
  birthDate: 'Дата рождения',
  gender: 'Пол',
  genders: { male: 'Мужской', female: 'Женский' },
  address: 'Адрес',
  hasCar: 'Есть автомобиль',
  allowCalls: 'Разрешить звонки покупателям',
  allowCallsHint: 'Без этого покупатели могут только написать вам в чат',
  phone: 'Телефон',
  save: 'Сохранить',
  saving: 'Сохранение…',
  companySection: 'Данные продавца',
  companyHint: 'Заполните реквизиты, чтобы продавать как магазин и подключать тарифы.',
  sellerType: 'Тип продавца',
  sellerTypes: { online: 'Онлайн', offline: 'Офлайн (есть точка продаж)' },
  shopName: 'Название магазина',
  inn: 'ИНН',
  fullName: 'Полное наименование',
  ogrn: 'ОГРН / ОГРНИП',
  kpp: 'КПП',
  legalAddress: 'Юридический адрес',
  bik: 'БИК',
  bankName: 'Название банка',
  bankAccount: 'Расчетный счет',
  correspondentAccount: 'Корреспондентский счет',
  orderProcessingType: 'Обработка заказов',
  orderProcessingTypes: { automatic: 'Автоматически', manual: 'Вручную' },
  autoPercentage: 'Можно оплатить кошельком при автоматическом подтверждении, %',
  onlinePayment: 'Принимаю онлайн-оплату',
  pointSection: 'Точка продаж',
  pointAddress: 'Адрес точки',
  pointPhone: 'Телефон точки',
  schedule: 'График работы',
  dayOff: 'Выходной',
  weekDays: { mon: 'Пн', tue: 'Вт', wed: 'Ср', thu: 'Чт', fri: 'Пт', sat: 'Сб', sun: 'Вс' },
  from: 'с',
  to: 'до',
  logo: 'Логотип',
  companyImages: 'Фотографии магазина',
  addImages: 'Добавить фото',
  removeImage: 'Удалить фото',
  dangerSection: 'Удаление аккаунта',
  dangerHint: 'Профиль, данные и сеансы будут удалены, объявления сняты с публикации. Это нельзя отменить.',
  deleteAccount: 'Удалить аккаунт',
  deleteConfirmTitle: 'Удалить аккаунт?',
  deleteConfirmHint: 'Чтобы подтвердить, введите слово УДАЛИТЬ',
  deleteConfirmWord: 'УДАЛИТЬ',
  cancel: 'Отмена',
  profileSaveError: 'Ошибка при сохранении профиля',
  deleteAccountError: 'Ошибка при удалении аккаунта',
  uploadLogo: 'Загрузить логотип',
} as const;

/** The avatar block of spec §2 and the moderation states of spec §4. */
export const avatarLabels = {
  changePhoto: 'Изменить фото',
  uploadPhoto: 'Загрузить фото',
  photoAlt: (name: string) => `Фото профиля: ${name}`,
  moderation: {
    pending: 'На модерации',
    approved: 'Профиль подтвержден',
    rejected: 'Отклонено модерацией',
    none: 'Подтвердить профиль',
  },
  moderationPanel: 'Панель модерации (временная)',
  setStatus: { pending: 'На модерацию', approved: 'Одобрить', rejected: 'Отклонить' },
  rating: 'Рейтинг',
  ratingOutOf: (rating: number) => `${rating} из 10`,
  noRating: 'Нет оценок',
  reviews: 'Отзывы',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  report: 'Пожаловаться',
  reportTitle: 'Пожаловаться на пользователя',
  reportAdTitle: 'Пожаловаться на объявление',
  reportReason: 'Причина',
  reportComment: 'Комментарий (необязательно)',
  reportSend: 'Отправить жалобу',
  blockConfirm: (name: string) =>
    `Заблокировать пользователя ${name}? Вы перестанете видеть его объявления и сообщения.`,
  onSiteSince: (date: string) => `На сайте с ${date}`,
  activeAds: 'Активные объявления',
  verifiedShop: 'Проверенный магазин',
  blockedNotice: 'Вы заблокировали этого пользователя: его объявления скрыты.',
  blockTitle: 'Заблокировать пользователя?',
  cancel: 'Отмена',
  showMore: 'Показать ещё',
  averageRating: 'Средняя оценка',
  reviewForms: ['отзыв', 'отзыва', 'отзывов'],
  pointsBalance: 'Баланс баллов',
  pointForms: ['балл', 'балла', 'баллов'],
  companyAddress: 'Адрес',
  companyPhone: 'Телефон',
  workSchedule: 'График работы',
  weekDays: { mon: 'Пн', tue: 'Вт', wed: 'Ср', thu: 'Чт', fri: 'Пт', sat: 'Сб', sun: 'Вс' },
  dayOff: 'Выходной',
  onlineShop: 'Интернет-магазин',
  offlineShop: 'Магазин с точкой продаж',
} as const;

export const reportReasonLabels = {
  spam: 'Спам или реклама',
  fraud: 'Мошенничество',
  insult: 'Оскорбления',
  prohibited: 'Запрещённые товары',
  other: 'Другое',
} as const;

/** `/ad/create`, `/ad/edit/:id`, `/ad/draft/:id`: the one ad form for creating, continuing a draft and editing. */
export const adFormLabels = {
  category: 'Категория',
  chooseCategory: 'Выберите категорию',
  subcategory: 'Подкатегория',
  chooseSubcategory: 'Выберите подкатегорию',
  name: 'Название объявления',
  namePlaceholder: 'Например, iPhone 13, 128 ГБ',
  description: 'Описание',
  descriptionPlaceholder: 'Расскажите о товаре: состояние, комплектация, причина продажи',
  characterCount: (count: number, max: number) => `${count} из ${max} символов`,
  price: 'Цена, ₽',
  quantity: 'Количество, шт.',
  condition: 'Состояние',
  characteristics: 'Характеристики',
  notChosen: 'Не выбрано',
  rangeBounds: (min: number | null, max: number | null) =>
    [min === null ? '' : `от ${min}`, max === null ? '' : `до ${max}`].filter(Boolean).join(' '),
  location: 'Местоположение',
  city: 'Город',
  address: 'Адрес',
  addressPlaceholder: 'Улица и дом',
  addressSuggestions: 'Подсказки адресов',
  addressHint: 'Начните вводить адрес и выберите его из подсказок',
  addressCityFallback: 'Адрес не выбран из подсказок — на карте объявление будет показано в центре города',
  addressChosen: 'Адрес выбран — точка на карте определена',
  photos: 'Фотографии',
  photosHint: (max: number) => `До ${max} фото, каждое не больше 10 МБ. Первое фото — обложка объявления.`,
  dropPhotos: 'Перетащите фото сюда или',
  choosePhotos: 'выберите файлы',
  cover: 'Обложка',
  makeCover: 'Сделать обложкой',
  moveLeft: 'Переместить влево',
  moveRight: 'Переместить вправо',
  removePhoto: 'Удалить фото',
  photoAlt: (index: number) => `Фото ${index}`,
  uploading: (percent: number) => `Загрузка: ${percent}%`,
  uploadFailed: 'Не удалось загрузить фото',
  photosCount: (count: number, max: number) => `${count} из ${max}`,
  publish: 'Опубликовать',
  publishing: 'Публикация…',
  save: 'Сохранить',
  saving: 'Сохранение…',
  draftSaving: 'Сохраняем черновик…',
  draftSaveFailed: 'Не удалось сохранить черновик',
  saveError: 'Ошибка при сохранении объявления',
  publishError: 'Ошибка при публикации объявления',
  photoError: 'Ошибка при сохранении фотографий',
  /** The edit page's note above the form: the ad's state (and a rejected ad's reason). */
  status: 'Статус объявления',
  states: {
    draft: 'Черновик',
    moderation: 'На модерации',
    active: 'Опубликовано',
    sold: 'Продано',
    archived: 'Снято с публикации',
    expired: 'Срок размещения истёк',
    rejected: 'Отклонено модератором',
  },
} as const;

/** `/profile/ads`: the seller's ads by state, their actions and drafts. */
export const myAdsLabels = {
  tabsLabel: 'Состояние объявлений',
  states: {
    active: 'Активные',
    moderation: 'На модерации',
    sold: 'Проданные',
    archived: 'Архив',
    expired: 'Истёкшие',
    rejected: 'Отклонённые',
  },
  drafts: 'Черновики',
  actions: {
    sold: 'Продано',
    archive: 'Снять с публикации',
    renew: 'Продлить',
    relist: 'Опубликовать снова',
  },
  edit: 'Редактировать',
  delete: 'Удалить',
  continueDraft: 'Продолжить',
  cancel: 'Отмена',
  deleteTitle: 'Удалить объявление?',
  deleteHint: (name: string) => `Объявление «${name}» будет удалено без возможности восстановления.`,
  deleteDraftTitle: 'Удалить черновик?',
  deleteDraftHint: 'Черновик и его фотографии будут удалены.',
  views: (count: number) => `Просмотры: ${count}`,
  favourites: (count: number) => `В избранном: ${count}`,
  expiresAt: (date: string) => `до ${date}`,
  rejectionReason: 'Причина отклонения',
  untitledDraft: 'Без названия',
  draftUpdated: (date: string) => `Изменён ${date}`,
  showMore: 'Показать ещё',
  draftsEmpty: 'Черновиков пока нет',
  actionError: 'Не удалось выполнить действие',
  loadError: 'Не удалось загрузить объявления',
} as const;

/** What search engines and link previews read: page titles, descriptions and Open Graph. */
export const seoLabels = {
  siteName: 'Маркетплейс',
  homeTitle: 'Маркетплейс — бесплатные объявления по всей России',
  homeDescription:
    'Бесплатные объявления о продаже товаров и услуг по всей России: новые и б/у вещи от частных продавцов и компаний.',
  /** «Велосипеды — купить за 15 000 ₽, Москва | Маркетплейс»; no price for a free ad. */
  productTitle: (name: string, price: string | null, city: string) =>
    price === null
      ? `${name} — ${city} | Маркетплейс`
      : `${name} — купить за ${price}, ${city} | Маркетплейс`,
  productDescription: (name: string, price: string, city: string) =>
    `${name} за ${price} — объявление на Маркетплейсе, ${city}.`,
  productNotFoundTitle: 'Объявление не найдено — Маркетплейс',
  productNotFoundDescription: 'Объявление снято с публикации или никогда не существовало.',
  allRussia: 'Вся Россия',
  searchDescription: (what: string, place: string) =>
    `${what}: ${place}. Новые и б/у товары от частных продавцов и компаний — бесплатные объявления на Маркетплейсе.`,
  searchDescriptionAll: (place: string) =>
    `Все объявления: ${place}. Новые и б/у товары от частных продавцов и компаний на Маркетплейсе.`,
  /** A typed search in the title: «диван». */
  quoted: (text: string) => `«${text}»`,
} as const;

/** The ad maps (/map, /ad), the small map of the product page and its rows of other ads. */
export const mapLabels = {
  region: 'Карта объявлений',
  productRegion: 'Место объявления на карте',
  truncated: 'Приблизьте карту, чтобы увидеть все объявления',
  /** The count above a truncated map: «2 000 объявлений — показаны не все». */
  partialCount: (count: string) => `${count} — показаны не все`,
  showOnMap: 'Показать на карте',
  onMap: 'На карте',
  openBigMap: 'Открыть на большой карте',
  loading: 'Загружаем объявления…',
  loadError: 'Не удалось загрузить объявления на карте',
  listTitle: 'Объявления в области карты',
  listEmpty: 'В этой области карты нет объявлений',
  listMore: (shown: number) => `Показаны первые ${shown}. Приблизьте карту, чтобы увидеть остальные.`,
  showList: 'Списком',
  showMap: 'Картой',
  cluster: (adsText: string) => `${adsText} рядом. Приблизить`,
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  openAd: 'Открыть объявление',
  similarAds: 'Похожие объявления',
  sellerAds: 'Другие объявления продавца',
} as const;

/** The moderators' screen (/profile/moderation): ad queue, reported ads, user reports, companies. */
export const moderationLabels = {
  title: 'Модерация',
  tabsLabel: 'Разделы модерации',
  tabs: {
    queue: 'Объявления на проверке',
    reported: 'Жалобы на объявления',
    reports: 'Жалобы на пользователей',
    companies: 'Компании',
    withdrawals: 'Выводы средств',
  },
  empty: {
    queue: 'Нет объявлений на проверке',
    reported: 'Нет объявлений с открытыми жалобами',
    reports: 'Нет открытых жалоб',
    companies: 'Нет компаний на проверке',
    withdrawals: 'Нет заявок на вывод',
  },
  withdrawalPaid: 'Выплачено',
  withdrawalRefuse: 'Отклонить и вернуть на баланс',
  forbiddenHint: 'Раздел доступен только модераторам и администраторам.',
  loadError: 'Не удалось загрузить список',
  actionError: 'Не удалось выполнить действие',
  showMore: 'Показать ещё',
  seller: 'Продавец',
  owner: 'Владелец',
  note: 'Заметка модерации',
  openReports: (count: number) => `Открытых жалоб: ${count}`,
  approve: 'Одобрить',
  reject: 'Отклонить',
  rejectTitle: 'Отклонить объявление',
  rejectReason: 'Причина отклонения',
  rejectHint: 'Продавец увидит эту причину.',
  cancel: 'Отмена',
  reporter: 'Отправитель',
  reportedUser: 'Пользователь',
  reportedAd: 'Объявление',
  reason: 'Причина',
  comment: 'Комментарий',
  date: 'Дата',
  resolve: 'Обработано',
  dismiss: 'Отклонить жалобу',
  deletedUser: 'Удалённый пользователь',
  requisites: 'Реквизиты',
} as const;

/** The messenger (spec §2 `/profile/messages`, §3 message notice, §4 WebSocket status). */
export const chatLabels = {
  writeToSeller: 'Написать продавцу',
  placeholder: 'Напишите сообщение…',
  send: 'Отправить',
  typing: 'печатает…',
  online: 'В сети',
  offline: 'Не в сети',
  noConnection: 'Нет соединения',
  connecting: 'Подключение…',
  earlier: 'Показать более ранние сообщения',
  noticeTitle: 'Новое сообщение',
  closeNotice: 'Закрыть уведомление',
  pickChat: 'Выберите чат, чтобы продолжить переписку',
  firstMessageHint: 'Напишите первое сообщение — чат появится у вас обоих.',
  aboutAd: 'По объявлению',
  back: 'Ко всем чатам',
  you: 'Вы: ',
  today: 'Сегодня',
  yesterday: 'Вчера',
  sent: 'Отправлено',
  delivered: 'Доставлено',
  read: 'Прочитано',
  unread: (count: number) => `Непрочитанных: ${count}`,
  /** The notification of a message that came while the person was away. */
  awayNotice: (sender: string, text: string) =>
    `${sender}: ${text.length > 140 ? `${text.slice(0, 139)}…` : text}`,
} as const;

/**
 * Notifications (spec §2 /notifications, §3 Notification, §4): the screens, and the titles and texts the
 * other domains' events write (record 0084; the spec's style, the orders' and reviews' own words).
 */
export const notificationLabels = {
  /** Spec §3: the title of a notification that has none. */
  defaultTitle: 'Уведомление',
  filterLabel: 'Какие уведомления показать',
  filters: { all: 'Все', unread: 'Непрочитанные', read: 'Прочитанные' },
  unread: 'Новое',
  markAllRead: 'Отметить все как прочитанные',
  remove: 'Удалить',
  open: 'Перейти',
  backToList: 'Ко всем уведомлениям',
  showMore: 'Показать ещё',
  newOrder: 'Новый заказ',
  newOrderText: (id: number, total: string) => `${orderLabels.number(id)} на сумму ${total}`,
  orderMoved: {
    confirm: 'Заказ подтверждён',
    ship: 'Заказ отправлен',
    complete: 'Заказ получен',
    cancel: 'Заказ отменён',
  },
  orderMovedText: {
    confirm: (id: number) => `Продавец подтвердил заказ № ${id}`,
    ship: (id: number) => `Продавец отправил заказ № ${id}`,
    complete: (id: number) => `Покупатель подтвердил получение заказа № ${id}`,
    cancel: (id: number, by: 'buyer' | 'seller') =>
      `${by === 'buyer' ? 'Покупатель' : 'Продавец'} отменил заказ № ${id}`,
  },
  newReview: 'Новый отзыв',
  productReviewText: (name: string, rating: number) => `Отзыв о товаре «${name}»: ${rating} из 10`,
  sellerReviewText: (rating: number) => `Покупатель оценил вас на ${rating} из 10`,
  companyApproved: avatarLabels.moderation.approved,
  companyApprovedText: (name: string) => `Модератор проверил данные магазина «${name}» и подтвердил профиль`,
  companyRejected: avatarLabels.moderation.rejected,
  companyRejectedText: (name: string) =>
    `Данные магазина «${name}» не прошли проверку. Исправьте реквизиты и отправьте профиль на проверку снова`,
} as const;

/** The wallet, the special wallet and payments (spec §2 /profile/wallet, /profile/special-wallet; record 0086). */
export const walletLabels = {
  balance: 'Баланс',
  withdrawalHeld: 'Ожидает вывода',
  payoutPercentage: (percent: number) => `С продажи вам поступает ${percent} %`,
  topUp: 'Пополнить',
  withdraw: 'Вывести',
  amount: 'Сумма, ₽',
  paymentType: 'Способ оплаты',
  cardNumber: 'Номер карты',
  history: 'История операций',
  withdrawals: 'Заявки на вывод',
  showMore: 'Показать ещё',
  paymentTypes: { bank_card: 'Банковская карта', sbp: 'СБП' },
  transactionKinds: {
    top_up: 'Пополнение',
    withdrawal: 'Вывод средств',
    withdrawal_paid: 'Выплата',
    withdrawal_refused: 'Возврат заявки на вывод',
    order_payment: 'Оплата заказа',
    order_release: 'Выплата за заказ',
    order_refund: 'Возврат за заказ',
    subscription: 'Тариф',
    package: 'Пакет размещений',
    referral_reward: 'Реферальная награда',
    bonus: 'Бонус',
  },
  withdrawalStatuses: { pending: 'В обработке', paid: 'Выплачено', refused: 'Отклонено' },
  paymentStatuses: { pending: 'Ожидает подтверждения', succeeded: 'Оплачено', canceled: 'Отменено' },
  /** The sandbox provider's confirmation page (development and tests only). */
  sandboxTitle: 'Тестовая оплата',
  sandboxHint: 'Это тестовый платёжный сервис: деньги не списываются. Подтвердите или отклоните оплату.',
  sandboxSucceed: 'Оплатить',
  sandboxFail: 'Отклонить',
  backToWallet: 'Вернуться в кошелёк',
  topUpText: (amount: string) => `Пополнение кошелька на ${amount}`,
  withdrawalText: (card: string) => `Вывод на карту ${card}`,
  withdrawalPaidText: (card: string) => `Выплата на карту ${card}`,
  withdrawalRefusedText: (card: string) => `Заявка на вывод на карту ${card} отклонена`,
  withdrawalPaidNotice: 'Деньги выведены',
  withdrawalRefusedNotice: 'Вывод отклонён',
  pointsTitle: 'Баллы начисляются за приглашённых друзей и бонусы площадки',
  orderPaymentText: (id: number) => `Оплата заказа № ${id}`,
  orderReleaseText: (id: number) => `Выплата за заказ № ${id}`,
  orderRefundText: (id: number) => `Возврат оплаты заказа № ${id}`,
} as const;

/** The safe deal as each side of an order sees it (record 0086). */
export const safeDealLabels = {
  payFromWallet: 'Оплатить с кошелька',
  limit: (limit: string) => `С кошелька можно оплатить до ${limit}`,
  walletPaid: 'Оплачено с кошелька',
  buyer: {
    none: '',
    held: 'Деньги у площадки: продавец получит их, когда вы подтвердите получение',
    released: 'Деньги переведены продавцу',
    refunded: 'Деньги вернулись на ваш кошелёк',
  },
  seller: {
    none: '',
    held: 'Покупатель оплатил заказ: деньги у площадки и поступят вам после получения заказа',
    released: 'Деньги за заказ поступили на ваш кошелёк',
    refunded: 'Оплата вернулась покупателю',
  },
  commission: (amount: string) => `Комиссия площадки: ${amount}`,
  sellerGets: (amount: string) => `Продавцу поступит: ${amount}`,
  autoCompleted: 'Заказ завершён автоматически',
  autoCompletedText: (id: number, days: number) =>
    `Заказ № ${id} завершён: покупатель не сообщил о проблеме за ${days} дней после отправки`,
  autoCancelled: 'Заказ отменён',
  autoCancelledText: (id: number, days: number) =>
    `Заказ № ${id} отменён: продавец не отправил его за ${days} дней после оплаты. Деньги вернулись покупателю`,
  paidNotice: 'Заказ оплачен',
  paidNoticeText: (id: number, amount: string) =>
    `Покупатель оплатил ${amount} по заказу № ${id} с кошелька. Деньги поступят вам после получения заказа`,
} as const;

/** Tariffs (spec §2 /profile/tariff, /profile/tariff/plans, /profile/tariff/payment, /promo/shop; record 0087). */
export const tariffLabels = {
  names: { start: 'Старт', business: 'Бизнес', maximum: 'Максимум' },
  current: 'Текущий тариф',
  noneHint: 'Тариф даёт больше активных объявлений и продажи без комиссии площадки.',
  choose: 'Выбрать тариф',
  activeUntil: (date: string) => `Действует до ${date}`,
  autoRenewal: 'Продлевать автоматически',
  autoRenewalHint: 'Когда срок закончится, стоимость спишется с кошелька',
  cancel: 'Отменить тариф',
  cancelQuestion: 'Отменить тариф? Оплаченный срок не возвращается, преимущества тарифа закончатся сразу.',
  keep: 'Оставить',
  history: 'История тарифов',
  statuses: { active: 'Действует', cancelled: 'Отменён', expired: 'Закончился' },
  popular: 'Популярный',
  mostBeneficial: 'Выгоднее всего',
  benefit: (amount: string) => `Выгода ${amount}`,
  activeAds: (count: number) => `До ${count.toLocaleString('ru-RU')} активных объявлений`,
  commissionFree: (amount: string) => `Продажи без комиссии до ${amount} за срок`,
  promotions: (raises: number, vip: number) =>
    vip > 0 ? `${raises} поднятий и ${vip} VIP-размещений за срок` : `${raises} поднятий за срок`,
  pick: 'Выбрать',
  payTitle: 'Оплата тарифа',
  payFromWallet: 'Оплатить с кошелька',
  walletBalance: (amount: string) => `На кошельке: ${amount}`,
  topUpFirst: 'Пополнить кошелёк',
  toSettings: 'Перейти в настройки',
  noPlanChosen: 'Тариф не выбран',
  promoTitle: 'Тарифы для продавцов',
  promoText:
    'Размещайте больше объявлений и продавайте без комиссии площадки. Тариф подключается к магазину и оплачивается с кошелька.',
  subscriptionText: (name: string, duration: string) => `Тариф «${name}» на ${duration}`,
  renewedNotice: 'Тариф продлён',
  renewedText: (name: string, date: string) => `Тариф «${name}» продлён до ${date}`,
  renewalFailedNotice: 'Не удалось продлить тариф',
  renewalFailedText: (name: string) =>
    `На кошельке не хватило средств для продления тарифа «${name}». Пополните кошелёк и подключите тариф снова`,
  endedNotice: 'Тариф закончился',
  endedText: (name: string) => `Срок тарифа «${name}» закончился`,
  endingNotice: 'Тариф скоро закончится',
  endingText: (name: string, date: string) => `Тариф «${name}» действует до ${date}`,
} as const;

/** The referral programme (spec §2 /profile/referral; record 0087). */
export const referralLabels = {
  intro: (referrer: number, referred: number) =>
    `Поделитесь ссылкой: когда приглашённый завершит первый заказ, вы получите ${referrer} баллов, а он — ${referred}.`,
  link: 'Ваша реферальная ссылка',
  copy: 'Скопировать',
  copied: 'Ссылка скопирована',
  invited: 'Приглашённые',
  pointsEarned: (points: number) => `Получено баллов: ${points}`,
  waiting: 'Ждём первый завершённый заказ',
  rewarded: (points: number) => `Начислено ${points} баллов`,
  joined: (date: string) => `С нами с ${date}`,
  rewardNotice: 'Баллы за приглашение',
  referrerRewardText: (name: string, points: number) =>
    `${name} завершил первый заказ: вам начислено ${points} баллов`,
  referredRewardText: (points: number) =>
    `Первый заказ завершён: вам начислено ${points} баллов за регистрацию по приглашению`,
  rewardDescription: (name: string) => `Награда за приглашение: ${name}`,
} as const;

/** Placement packages and promoting an ad (spec §2 /profile/packages; record 0087). */
export const packageLabels = {
  names: {
    raise_5: '5 поднятий',
    raise_20: '20 поднятий',
    vip_1: '1 VIP-размещение',
    vip_5: '5 VIP-размещений',
  },
  kinds: {
    raise: 'Поднятие поднимает объявление на верх поиска, дата публикации не меняется',
    vip: 'VIP-размещение показывает объявление выше обычных 7 дней',
  },
  credits: 'Доступно',
  creditsOf: (raises: number, vip: number) => `Поднятий: ${raises} · VIP-размещений: ${vip}`,
  buy: 'Купить',
  raise: 'Поднять',
  vip: 'Сделать VIP',
  vipUntil: (date: string) => `VIP до ${date}`,
  packageText: (name: string) => `Пакет «${name}»`,
} as const;

const newForms = ['новое', 'новых', 'новых'] as const;
const capped = (count: number) => (count > limits.badgeCap ? `${limits.badgeCap}+` : String(count));
const newAdsCount = (count: number) =>
  `${capped(count)} ${pluralize(count, newForms)} ${pluralize(count, ['объявление', 'объявления', 'объявлений'])}`;

/** «Сохранённые поиски» (/profile/saved-searches, record 0089) and their notifications. */
export const savedSearchLabels = {
  save: 'Сохранить поиск',
  name: 'Название',
  notify: 'Уведомления о новых объявлениях',
  notifyOptions: {
    hourly: 'Сразу, но не чаще раза в час',
    daily: 'Раз в день, одной сводкой',
    off: 'Не присылать',
  },
  submit: 'Сохранить',
  cancel: 'Отмена',
  rename: 'Изменить',
  remove: 'Удалить',
  empty: 'Сохранённых поисков пока нет',
  emptyHint: 'Сохраните поиск на странице результатов, чтобы узнавать о новых объявлениях',
  /** «5 новых»: ads that arrived since the search was last opened (counted up to a cap: «99+ новых»). */
  newAds: (count: number) => `${capped(count)} ${pluralize(count, newForms)}`,
  noNewAds: 'Новых объявлений нет',
  noticeTitle: 'Новые объявления по поиску',
  /** «По поиску «Велосипеды» 5 новых объявлений». */
  noticeText: (name: string, count: number) => `По поиску «${name}» ${newAdsCount(count)}`,
  digestTitle: 'Новые объявления за день',
  /** ««Велосипеды»: 5 новых объявлений; «Диван»: 1 новое объявление». */
  digestText: (items: readonly { name: string; count: number }[]) =>
    items.map((item) => `«${item.name}»: ${newAdsCount(item.count)}`).join('; '),
} as const;
