import { placeLabels, productLabels, seoLabels } from '../labels/index.ts';
import { inPlace } from './city-case.ts';
import { countLabel } from './plural.ts';

/** What a search looks for, by the names it was given. */
export interface SearchSubject {
  subcategory?: string;
  category?: string;
  search?: string;
}

/** The subcategory, else the category, else the typed text in quotes, else «Объявления». */
export function searchSubject({ subcategory, category, search }: SearchSubject): string {
  const text = search?.trim();
  return subcategory ?? category ?? (text ? seoLabels.quoted(text) : placeLabels.anything);
}

/** How many ads a list has: counted, or the database's estimate of a broad search. */
export interface ListTotal {
  count: number;
  estimated: boolean;
}

/** «25 объявлений», or for an estimate «около 27 000 объявлений». */
export function adsCountLabel({ count, estimated }: ListTotal): string {
  const label = countLabel(count, productLabels.adForms);
  return estimated ? `${productLabels.about} ${label}` : label;
}

/**
 * The heading and title of search results, the same on the page, in the tab and in the server-written
 * head: «Велосипеды в Москве — 25 объявлений» («— около 27 000 объявлений» for an estimate); without a
 * total (still loading) «Велосипеды в Москве».
 */
export function searchTitle(subject: SearchSubject, cityName: string | null, total?: ListTotal): string {
  const what = searchSubject(subject);
  const where = inPlace(cityName);
  return total === undefined
    ? placeLabels.searchHeading(what, where)
    : placeLabels.searchTitle(what, where, adsCountLabel(total));
}
