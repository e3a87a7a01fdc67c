// Russian labels of buying: the cart, orders, reviews, the safe deal (spec §2, §9), held once.
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
  photos: (max: number, megabytes: number) => `Фотографии: до ${max}, каждая не больше ${megabytes} МБ`,
  /** Above a review's photos while it is changed: what PUT reviews/{id} does with new ones. */
  photosReplace: 'Новые фото заменят прежние',
  currentPhotos: 'Фото отзыва',
  newPhotos: 'Новые фото',
  removePhoto: (name: string) => `Убрать фото ${name}`,
  publish: 'Опубликовать',
  save: 'Сохранить',
  edit: 'Изменить',
  remove: 'Удалить',
  editTitle: 'Изменить отзыв',
} as const;

/** The safe deal as each side of an order sees it (record 0139). */
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
