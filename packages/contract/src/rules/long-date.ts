const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string | undefined) => {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    formats.set(key, format);
  }
  return format;
};

/**
 * `12 ноября 2026`, without the «г.» Intl adds after the year: in the viewer's time zone, or in `timeZone`
 * (the server writes notifications in Moscow time).
 */
export function formatLongDate(date: string | Date, timeZone?: string): string {
  return formatIn(timeZone)
    .formatToParts(new Date(date))
    .filter(
      (part) =>
        part.type === 'day' || part.type === 'month' || part.type === 'year' || part.type === 'literal',
    )
    .map((part) => part.value)
    .join('')
    .replace(/\s*г\.?$/, '')
    .trim();
}
