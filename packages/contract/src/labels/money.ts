// Russian labels of the wallet, tariffs, the referral programme, packages (spec §2, §9), held once.
/** The wallet, the special wallet and payments (spec §2 /profile/wallet, /profile/special-wallet; records 0086, 0138). */
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
  /** Why a promotion's button is off before it is pressed; the line links to «Пакеты». */
  noneLeft: { raise: 'Нет поднятий — купите пакет', vip: 'Нет VIP-размещений — купите пакет' },
  packageText: (name: string) => `Пакет «${name}»`,
} as const;
