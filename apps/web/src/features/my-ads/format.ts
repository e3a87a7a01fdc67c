const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

/** «21 декабря», for «до 21 декабря». */
export const formatDayMonth = (iso: string) => dayMonth.format(new Date(iso));
