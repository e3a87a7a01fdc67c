import type { FastifyInstance } from 'fastify';

const needsCleaning = (text: string) => text.includes('\0') || !text.isWellFormed();

/**
 * Text as the database can keep it: PostgreSQL refuses U+0000 in a text value, and a lone surrogate
 * (`\ud800`) has no UTF-8 form. NUL characters are dropped and a lone surrogate becomes U+FFFD.
 */
export function wellFormedText(text: string): string {
  return needsCleaning(text) ? text.replaceAll('\0', '').toWellFormed() : text;
}

/** A parsed body's object, or a query string's (fast-querystring's have a prototype without one). */
const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * `wellFormedText` for every string of a parsed body or query, keys included. Anything that is not
 * JSON-shaped (a Buffer of a raw body, a stream) is left as it is. It runs on every request, so input
 * that needs nothing (nearly all of it) is returned as it came, without a copy. It recurses once per
 * level: a JSON body nests at most `maxJsonDepth` levels (json-body.ts), and a query is flat (its
 * parser keeps `a[b][c]` as one key, a repeated key as one array of strings).
 */
export function wellFormedInput(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) {
    const items = value.map(wellFormedInput);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  const entries = Object.entries(value);
  const cleaned = entries.map(([key, item]) => [wellFormedText(key), wellFormedInput(item)] as const);
  const changed = cleaned.some(
    ([key, item], index) => key !== entries[index]![0] || item !== entries[index]![1],
  );
  return changed ? Object.fromEntries(cleaned) : value;
}

/**
 * Every request's JSON body, query and path parameters are made well-formed before their schemas read
 * them, so no text reaches a service, a log or the database that PostgreSQL would refuse. Multipart
 * text fields get the same in `readImageUploads`.
 */
export function registerWellFormedInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.body = wellFormedInput(request.body);
    request.query = wellFormedInput(request.query);
    request.params = wellFormedInput(request.params);
  });
}
