import { placeLabels, productLabels, seoLabels } from '../labels.ts';
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

/**
 * The heading and title of search results, the same on the page, in the tab and in the server-written
 * head: «Велосипеды в Москве — 25 объявлений»; without a count (still loading) «Велосипеды в Москве».
 */
export function searchTitle(subject: SearchSubject, cityName: string | null, count?: number): string {
  const what = searchSubject(subject);
  const where = inPlace(cityName);
  return count === undefined
    ? placeLabels.searchHeading(what, where)
    : placeLabels.searchTitle(what, where, countLabel(count, productLabels.adForms));
}
