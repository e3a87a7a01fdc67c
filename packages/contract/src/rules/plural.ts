const pluralRules = new Intl.PluralRules('ru-RU');

/** Russian plural form: `pluralize(5, ['объявление', 'объявления', 'объявлений'])` → `объявлений`. */
export function pluralize(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const category = pluralRules.select(count);
  if (category === 'one') return forms[0];
  if (category === 'few') return forms[1];
  return forms[2];
}

/** `5 объявлений`, with the number grouped the Russian way. */
export function countLabel(count: number, forms: readonly [string, string, string]): string {
  return `${new Intl.NumberFormat('ru-RU').format(count)} ${pluralize(count, forms)}`;
}
