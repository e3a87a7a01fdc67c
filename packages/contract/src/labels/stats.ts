// Sellers' statistics (issue 32): an ad's «Статистика» and the seller's summary.

export const statsLabels = {
  /** The link on each card of «Мои объявления», and the ad's screen's title. */
  open: 'Статистика',
  adTitle: 'Статистика объявления',
  sellerTitle: 'Статистика продавца',
  /** The profile menu's item and the link from «Мои объявления». */
  summary: 'Статистика по всем объявлениям',
  period: 'Период',
  periods: { 7: '7 дней', 30: '30 дней', 90: '90 дней' },
  series: {
    views: 'Просмотры',
    contacts: 'Контакты',
    favorites: 'В избранное',
  },
  /** The totals and the table's columns beyond the chart's three series. */
  cart: 'В корзину',
  orders: 'Заказы',
  date: 'Дата',
  promoted: 'Продвижение',
  promotion: { raise: 'Поднятие', vip: 'VIP' },
  totals: 'Итого за период',
  tableCaption: 'Те же данные по дням',
  top: 'Самые просматриваемые объявления',
  topEmpty: 'За этот период объявления никто не смотрел',
  topViews: (count: number) => `${count} просм.`,
  loadError: 'Не удалось загрузить статистику',
} as const;
