import { useId, useRef, type Ref } from 'react';
import {
  dayOff,
  defaultWorkSchedule,
  settingsLabels,
  weekDays,
  type WeekDay,
  type WorkSchedule,
} from '@mp/contract';
import { FieldError } from '../../shared/form/form-kit.tsx';
import formStyles from '../../shared/form/form-kit.module.css';
import styles from './Company.module.css';

/** A working day's hours from `HH:MM-HH:MM`; null for a day off. */
export function parseWorkDay(value: string | undefined): { start: string; end: string } | null {
  if (!value || value === dayOff) return null;
  const [start = '', end = ''] = value.split('-');
  return { start, end };
}

export const formatWorkDay = (start: string, end: string): string => `${start}-${end}`;

/** Hours a day gets back when it stops being a day off: its last hours, else the weekday default. */
const fallbackHours = (day: WeekDay): string =>
  defaultWorkSchedule[day] === dayOff ? defaultWorkSchedule.mon : defaultWorkSchedule[day];

interface WorkScheduleEditorProps {
  value: WorkSchedule;
  onChange: (value: WorkSchedule) => void;
  /** Under the whole schedule (no working day at all). */
  error?: string;
  /** Per day (a malformed or reversed range). */
  dayErrors?: Partial<Record<WeekDay, string | undefined>>;
  /** Focus target when the form points at the schedule. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Spec §3 work schedule: seven days, each a time range or a day off («выходной»), kept as the map
 * keyed mon..sun that the server takes.
 */
export function WorkScheduleEditor({
  value,
  onChange,
  error,
  dayErrors = {},
  inputRef,
}: WorkScheduleEditorProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const lastHours = useRef<Partial<Record<WeekDay, string>>>({});
  const setDay = (day: WeekDay, dayValue: string) => onChange({ ...value, [day]: dayValue });

  return (
    <fieldset
      className={formStyles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={formStyles.legend}>{settingsLabels.schedule}</legend>
      {weekDays.map((day, index) => {
        const hours = parseWorkDay(value[day]);
        const dayErrorId = `${baseId}-${day}-error`;
        const dayError = dayErrors[day];
        const describedBy = dayError ? dayErrorId : undefined;
        return (
          <div key={day} className={styles.day} role="group" aria-labelledby={`${baseId}-${day}`}>
            <span id={`${baseId}-${day}`} className={styles.dayName}>
              {settingsLabels.weekDays[day]}
            </span>
            <label className={styles.dayOff}>
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                checked={hours === null}
                onChange={(event) => {
                  if (event.target.checked) {
                    if (hours) lastHours.current[day] = value[day];
                    setDay(day, dayOff);
                  } else {
                    setDay(day, lastHours.current[day] ?? fallbackHours(day));
                  }
                }}
              />
              {settingsLabels.dayOff}
            </label>
            {hours && (
              <span className={styles.hours}>
                <label className={styles.time}>
                  {settingsLabels.from}
                  <input
                    type="time"
                    value={hours.start}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => setDay(day, formatWorkDay(event.target.value, hours.end))}
                  />
                </label>
                <label className={styles.time}>
                  {settingsLabels.to}
                  <input
                    type="time"
                    value={hours.end}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => setDay(day, formatWorkDay(hours.start, event.target.value))}
                  />
                </label>
              </span>
            )}
            <FieldError id={dayErrorId} message={dayError} />
          </div>
        );
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
