// Delivery between cities (issue 29): the ad's parcel, the price shown, the pickup points.

/** What fits each parcel size class, as the seller reads it when choosing. */
export const parcelSizeLabels = {
  XS: 'документы, украшения, косметика',
  S: 'книги, обувь, телефоны',
  M: 'одежда, небольшая техника',
  L: 'крупная техника, инструменты',
} as const;

export const deliveryLabels = {
  offer: 'Доставка',
  /** «Доставка от 290 ₽ · 2–5 дней» on the ad page, for the visitor's city. */
  fromPrice: (price: string, days: string) => `Доставка от ${price} · ${days}`,
  formOffer: 'Отправлю с доставкой',
  formOfferHint: 'Покупатель заберёт посылку в пункте выдачи в своём городе, деньги придут после проверки',
  formSize: 'Размер посылки',
  formWeight: 'Вес с упаковкой, кг',
  formInPerson: 'Могу передать и лично',
  carriers: { sandbox: 'Тестовая доставка', cdek: 'СДЭК' },
  buyWithDelivery: 'Купить с доставкой',
  choosePoint: 'Пункт выдачи',
  pointSearch: 'Адрес пункта',
  pointChosen: 'Выбран пункт',
  deliveryLine: 'Доставка',
  goodsLine: 'Товары',
  payTotal: 'Итого',
  ship: 'Отправить',
  dropOffBy: (date: string) => `Отнесите посылку до ${date}`,
  collectBy: (date: string) => `Заберите посылку до ${date}`,
  dropOffPoints: 'Куда отнести посылку',
  label: 'Ярлык для посылки (PDF)',
  trackNumber: (number: string) => `Трек-номер ${number}`,
  tracking: 'Отслеживание',
  refuse: 'Отказаться от покупки',
  refuseConfirm: 'Посылка вернётся продавцу, деньги за товар вернутся вам. Отказаться?',
  sandboxAdvance: 'Песочница: следующий статус посылки',
  /** The notice both parties get when the parcel moves. */
  parcelNoticeTitle: (orderId: number) => `Посылка по заказу №${orderId}`,
  parcelNoticeText: {
    pending: 'Заказ ждёт отправки',
    created: 'Отправление оформлено: продавец отнесёт посылку в пункт',
    accepted: 'Посылка принята службой доставки',
    in_transit: 'Посылка в пути',
    arrived: 'Посылка прибыла в пункт выдачи: проверьте товар и подтвердите получение',
    received: 'Посылка получена, деньги переведены продавцу',
    returning: 'Посылка возвращается продавцу',
    returned: 'Посылка вернулась продавцу, деньги за товар возвращены покупателю',
    lost: 'Служба доставки потеряла посылку, деньги возвращены покупателю полностью',
    cancelled: 'Посылку не сдали в пункт вовремя: заказ отменён, деньги возвращены покупателю',
  },
  shipmentStatuses: {
    pending: 'Ждёт отправки',
    created: 'Ждёт передачи в пункт',
    accepted: 'Принят',
    in_transit: 'В пути',
    arrived: 'Прибыл в пункт выдачи',
    received: 'Получен',
    returning: 'Возврат',
    returned: 'Возвращён продавцу',
    lost: 'Утерян',
    cancelled: 'Отменён',
  },
} as const;
