import { parcelSizeLabels } from '../labels/delivery.ts';
import { pluralize } from './plural.ts';

/**
 * Parcel size classes, as Avito's Доставка names them: the seller picks the box, which sets the most the
 * parcel may weigh and the dimensions the carrier is told.
 */
export const parcelSizes = ['XS', 'S', 'M', 'L'] as const;
export type ParcelSize = (typeof parcelSizes)[number];

export interface ParcelSizeLimits {
  maxWeightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export const parcelSizeLimits: Readonly<Record<ParcelSize, ParcelSizeLimits>> = {
  XS: { maxWeightKg: 0.5, lengthCm: 17, widthCm: 12, heightCm: 9 },
  S: { maxWeightKg: 2, lengthCm: 23, widthCm: 19, heightCm: 10 },
  M: { maxWeightKg: 5, lengthCm: 33, widthCm: 25, heightCm: 15 },
  L: { maxWeightKg: 15, lengthCm: 60, widthCm: 35, heightCm: 30 },
};

/** The most a size class carries, the Russian way: «0,5», «15». */
export const maxWeightText = (size: ParcelSize): string =>
  String(parcelSizeLimits[size].maxWeightKg).replace('.', ',');

/** «S · до 2 кг, 23×19×10 см — книги, обувь». */
export function parcelSizeText(size: ParcelSize): string {
  const { lengthCm, widthCm, heightCm } = parcelSizeLimits[size];
  return `${size} · до ${maxWeightText(size)} кг, ${lengthCm}×${widthCm}×${heightCm} см — ${parcelSizeLabels[size]}`;
}

/** Top-level categories whose ads never travel in a parcel: work, services and real estate. */
const stayingCategories = new Set(['jobs', 'services', 'realty']);
/** Subcategories of travelling categories that do not fit a parcel either: vehicles and live animals. */
const stayingSubcategories = new Set([
  'cars',
  'motorcycles',
  'trucks',
  'boats',
  'dogs',
  'cats',
  'birds',
  'rodents',
]);

/** Whether an ad of this category and subcategory may offer «Доставка». */
export const canTravel = (categorySlug: string, subcategorySlug: string): boolean =>
  !stayingCategories.has(categorySlug) && !stayingSubcategories.has(subcategorySlug);

/** Deadlines of a parcel's journey, in days. */
export const deliveryDeadlines = {
  /** The seller drops the parcel off within this many days of pressing «Отправить», or the order is cancelled. */
  dropOffDays: 3,
  /** The parcel waits at the pickup point this many days, then goes back to the seller. */
  collectDays: 5,
} as const;

const dayForms = ['день', 'дня', 'дней'] as const;

/** «2–5 дней», «1 день», «3 дня». */
export const deliveryDaysText = (daysMin: number, daysMax: number): string =>
  `${daysMin === daysMax ? '' : `${daysMin}–`}${daysMax} ${pluralize(daysMax, dayForms)}`;
