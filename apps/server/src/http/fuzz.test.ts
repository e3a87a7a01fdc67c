import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

/**
 * Every operation of the API's own OpenAPI document, called with hostile values in its path, its query
 * and its JSON body (nested 3,300 deep too), as a guest and signed in: none may answer 5xx. Runs on
 * PGlite and, in CI, on PostgreSQL (whichever `DATABASE_URL` the suite has), in bounded time: a fixed
 * set of values per place.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** Text no field expects: control and invalid characters, SQL and LIKE wildcards, mixed scripts, sizes. */
const hostileText = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\ud800',
  '\udfff\ud800',
  "' OR 1=1 --",
  '%_*\\',
  '__proto__',
  'constructor',
  'Мoсква', // Latin "o" among Cyrillic letters
  '😀'.repeat(50),
  'я'.repeat(10_000),
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '1.5',
  'NaN',
  'null',
  '[]',
  '{}',
];

/** Values of every JSON type, for fields whatever their declared type. */
const hostileValues: unknown[] = [
  ...hostileText,
  -1,
  0,
  2 ** 53,
  1e308,
  -0.5,
  true,
  null,
  [],
  ['\0'],
  {},
  { __proto__: { polluted: true } },
  Array.from({ length: 1000 }, (_, i) => i),
];

const pathValues = [
  '0',
  '-1',
  '1.5',
  'x',
  '%00',
  '%ED%A0%80',
  '__proto__',
  '9'.repeat(30),
  encodeURIComponent('я'.repeat(300)),
];

/** Arrays nested 3,300 deep: 6.6 KB that a recursive walk of the parsed body cannot get through. */
const deepArrays = JSON.parse('['.repeat(3_300) + ']'.repeat(3_300)) as unknown;

/** Bodies for an operation: wrong shapes, then each declared property set to each hostile value in turn. */
function bodiesFor(schema: Schema | undefined): unknown[] {
  const shapes: unknown[] = [
    null,
    [],
    'text',
    42,
    {},
    { unknown: '\0' },
    JSON.parse('{"__proto__":{"x":1}}'),
    deepArrays,
  ];
  const fields = Object.keys(schema?.properties ?? {});
  const perField = fields.flatMap((field, index) =>
    // Each field gets a few values, rotated so that all values are used across the fields.
    [0, 1, 2].map((k) => ({ [field]: hostileValues[(index * 3 + k) % hostileValues.length] })),
  );
  const everyField = [...hostileValues.slice(0, 8), deepArrays].map((value) =>
    Object.fromEntries(fields.map((f) => [f, value])),
  );
  return [...shapes, ...perField, ...everyField];
}

function queriesFor(parameters: Parameter[]): string[] {
  const names = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const extra = ['filter[__proto__]', 'filter[%00]', 'constructor', '__proto__[x]'];
  return hostileText.slice(0, 14).map((value, i) => {
    const search = new URLSearchParams();
    for (const name of [...names, extra[i % extra.length]!]) search.append(name, value);
    return search.toString();
  });
}

const t = useTestApp();

async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{ paths: Paths }>();
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

describe('hostile input to every operation of the API', () => {
  // About 6,500 requests: 30 s on a quiet machine, more when CI's two cores run other files beside it.
  it(
    'is answered with a 4xx or a success, never a 5xx, as a guest and signed in',
    { timeout: 180_000 },
    async () => {
      const all = await operations();
      expect(all.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const replies = new Map<number, number>();
      const send = async (method: string, url: string, token: string | undefined, body?: unknown) => {
        const res = await t.ctx.app.inject({
          method: method as 'GET',
          url,
          headers: {
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        replies.set(res.statusCode, (replies.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${method} ${url} ${JSON.stringify(body)?.slice(0, 120)}`);
      };

      for (const { method, path, operation } of all) {
        // A fresh account per operation: one that deletes itself or spends its limits spoils no other.
        const { token } = await t.signedIn();
        const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
        for (const value of pathValues) await send(method, fill(value), token);
        for (const query of queriesFor(operation.parameters ?? [])) {
          await send(method, `${fill('1')}?${query}`, token);
          await send(method, `${fill('1')}?${query}`, undefined);
        }
        const json = operation.requestBody?.content?.['application/json'];
        if (method !== 'GET' && method !== 'DELETE') {
          for (const body of bodiesFor(json?.schema)) await send(method, fill('1'), token, body);
          await send(method, fill('1'), undefined, deepArrays);
        }
      }
      expect(failures).toEqual([]);
      // The values reached the schemas and the services, not only the doors.
      const count = (from: number, to: number) =>
        [...replies].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
      expect(count(0, 600)).toBeGreaterThan(5_000);
      expect(count(200, 300)).toBeGreaterThan(200);
      expect(replies.get(422)).toBeGreaterThan(1_000);
      expect(replies.get(404)).toBeGreaterThan(100);
    },
  );
});
