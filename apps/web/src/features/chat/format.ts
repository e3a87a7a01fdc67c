import { chatLabels } from '@mp/contract';
import { formatLongDate } from '../../shared/lib/dates.ts';

const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

export const formatTime = (iso: string) => time.format(new Date(iso));

/** The day separator of a chat: «Сегодня», «Вчера» or the date. */
export function formatDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return chatLabels.today;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return chatLabels.yesterday;
  return formatLongDate(iso);
}

export const sameDay = (a: string, b: string) => dayKey(new Date(a)) === dayKey(new Date(b));

/** The chat list's time: the hour today, else the day. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  return sameDay(iso, now.toISOString()) ? formatTime(iso) : formatDay(iso, now);
}
