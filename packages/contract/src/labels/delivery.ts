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
} as const;
