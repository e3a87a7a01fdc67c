import { maxWeightText, type ParcelSize } from './rules/delivery.ts';

/** The answers and errors of delivery between cities (issue 29), part of `messages`. */
export const deliveryMessages = {
  deliveryNotForCategory: 'Доставка недоступна для объявлений этой категории',
  deliveryFlagInvalid: 'Укажите, отправите ли вы товар доставкой',
  deliveryNotOffered: 'Это объявление нельзя купить с доставкой',
  parcelSizeRequired: 'Выберите размер посылки',
  parcelWeightInvalid: 'Укажите вес посылки в килограммах',
  parcelTooHeavy: (size: ParcelSize) => `Посылка размера ${size} весит не больше ${maxWeightText(size)} кг`,
  deliveryCityRequired: 'Укажите город',
  deliveryCarrierUnknown: 'Неизвестная служба доставки',
  pickupPointNotFound: 'Пункт выдачи не найден',
  pickupPointRequired: 'Выберите пункт выдачи',
  deliveryQuoteUnavailable: 'Не удалось рассчитать доставку. Попробуйте позже',
  deliveryPointsLoadError: 'Не удалось загрузить пункты выдачи',
} as const;
