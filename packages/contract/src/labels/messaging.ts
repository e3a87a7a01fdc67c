import { avatarLabels } from './catalogue.ts';
import { orderLabels } from './deals.ts';

// Russian labels of chat and notifications (spec §2, §9), held once.
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
  adRefusedByCheck: 'Объявление не опубликовано',
  adRejectedByModerator: 'Объявление отклонено модератором',
  adRefusedText: (name: string, reason: string) => `«${name}»: ${reason}`,
} as const;

/** Push notifications and the installable app (issue 28). */
export const pushLabels = {
  settingsTitle: 'Push-уведомления',
  settingsHint: 'Уведомления на этом устройстве, даже когда сайт закрыт',
  kinds: {
    messages: 'Сообщения',
    orders: 'Заказы и оплаты',
    reviews: 'Отзывы',
    saved_searches: 'Новые объявления в сохранённых поисках',
    tariffs: 'Окончание тарифа и пакетов',
  },
  enable: 'Включить уведомления',
  later: 'Не сейчас',
  /** Why the permission is asked, after the person's first message. */
  askAfterMessage: 'Включите уведомления, чтобы сразу узнать об ответе, даже когда сайт закрыт',
  /** Why the permission is asked, after the person's first ad. */
  askAfterAd: 'Включите уведомления, чтобы не пропустить сообщения покупателей и заказы',
  blocked: 'Уведомления запрещены в настройках браузера',
  unsupported: 'Этот браузер не поддерживает push-уведомления',
  install: 'Установить приложение',
  installIosTitle: 'Как установить на iPhone',
  installIosSteps: ['Откройте сайт в Safari', 'Нажмите «Поделиться»', 'Выберите «На экран „Домой“»'],
  offlineTitle: 'Нет подключения',
  offlineText: 'Проверьте интернет. Страницы, которые вы открывали недавно, доступны и без него.',
  offlineRetry: 'Повторить',
  /** The title of a push about a new review, an order move and the others come from the notices. */
  appName: 'Маркетплейс',
} as const;
