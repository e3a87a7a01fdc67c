import { limits, type AdKind } from '../constants.ts';
import { pluralize } from '../rules/plural.ts';

// Russian labels of the catalogue: ads, search, favourites, shops, the map, saved searches (spec §2, §9), held once.
export const sortLabels = {
  default: 'по умолчанию',
  created_at: 'по новизне',
  price: 'по стоимости',
  price_desc: 'дороже',
} as const;

export const periodLabels = { '24h': 'За 24 часа', '7d': 'За 7 дней', all: 'За всё время' } as const;

export const sellerTypeLabels = { private: 'Частные', company: 'Компании' } as const;

export const adStatusLabels = { new: 'Новое', used: 'Б/у' } as const;

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
  /** The heading of a vacancy's attributes (schedule, experience…) in place of «Характеристики». */
  jobTerms: 'Условия работы',
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

/**
 * How a vacancy's and a service's price reads (record 0111); `price` is formatted, «60 000 ₽». «за месяц»
 * wraps as one.
 */
export const adKindPriceLabels = {
  job: (price: string) => `от ${price} за\u00a0месяц`,
  service: (price: string) => `от ${price}`,
  /** A price of 0, allowed for them by the automatic check: «по договорённости». */
  jobUnset: 'Зарплата не указана',
  serviceUnset: 'Цена договорная',
} as const;

/** «Избранное»: the heart on cards and the ad page, and the favourites screen (spec §4). */
export const favouriteLabels = {
  add: 'Добавить в избранное',
  remove: 'Убрать из избранного',
  withdrawn: 'Снято с публикации',
  showMore: 'Показать ещё',
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

/** What search engines and link previews read: page titles, descriptions and Open Graph. */
export const seoLabels = {
  siteName: 'Маркетплейс',
  homeTitle: 'Маркетплейс — бесплатные объявления по всей России',
  homeDescription:
    'Бесплатные объявления о продаже товаров и услуг по всей России: новые и б/у вещи от частных продавцов и компаний.',
  /**
   * «Велосипеды — купить за 15 000 ₽, Москва | Маркетплейс»; a vacancy and a service are not bought
   * (record 0111): «Повар — вакансия, зарплата от 60 000 ₽, …», «Ремонт квартир — услуга от 1 500 ₽, …».
   * No price for a free ad.
   */
  productTitle: (name: string, price: string | null, city: string, kind: AdKind = 'goods') => {
    if (price === null) return `${name} — ${city} | Маркетплейс`;
    const offer = {
      goods: `купить за ${price}`,
      job: `вакансия, зарплата от ${price}`,
      service: `услуга от ${price}`,
    };
    return `${name} — ${offer[kind]}, ${city} | Маркетплейс`;
  },
  productDescription: (name: string, price: string, city: string, kind: AdKind = 'goods') => {
    const offer = {
      goods: `${name} за ${price} — объявление`,
      job: `${name}, зарплата от ${price} — вакансия`,
      service: `${name} от ${price} — услуга`,
    };
    return `${offer[kind]} на Маркетплейсе, ${city}.`;
  },
  productNotFoundTitle: 'Объявление не найдено — Маркетплейс',
  productNotFoundDescription: 'Объявление снято с публикации или никогда не существовало.',
  userTitle: (name: string) => `${name} — профиль и объявления | Маркетплейс`,
  userDescription: (name: string) => `${name}: объявления, отзывы и рейтинг продавца на Маркетплейсе.`,
  userNotFoundTitle: 'Пользователь не найден — Маркетплейс',
  userNotFoundDescription: 'Профиль удалён или никогда не существовал.',
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
  /** Under a cluster's count of thousands or millions: «12 / тыс.». */
  thousands: 'тыс.',
  millions: 'млн',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  openAd: 'Открыть объявление',
  similarAds: 'Похожие объявления',
  sellerAds: 'Другие объявления продавца',
  placeSearch: 'Найти место на карте',
  placePlaceholder: 'Город, улица или адрес',
  placeResults: 'Найденные места',
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
