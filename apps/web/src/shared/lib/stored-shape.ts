/**
 * Checks for values read back from the browser's storage or the query cache. The contract's zod
 * schemas would do it too, but zod is 26 KB on the first screen and probes `new Function`, which the
 * CSP refuses (decision 0150); these values were written by this app, so their shape is what is checked.
 */
export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string?' | 'number?';

const fieldHolds: Record<FieldKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  array: Array.isArray,
  object: isRecord,
  'string?': (value) => value === null || typeof value === 'string',
  'number?': (value) => value === null || (typeof value === 'number' && Number.isFinite(value)),
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is an object whose listed fields hold values of their kinds (`?`: or null). */
export function hasFields<T>(value: unknown, fields: { [K in keyof T]?: FieldKind }): value is T {
  if (!isRecord(value)) return false;
  return Object.entries(fields).every(([name, kind]) => fieldHolds[kind as FieldKind](value[name]));
}

/** The items of `value` that pass `check`; anything but an array reads as none. */
export function itemsWhere<T>(value: unknown, check: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(check) : [];
}
