import { describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { useTestApp } from '../test/harness.ts';

type Operation = { security?: unknown };
type Paths = Record<string, Record<string, Operation>>;

const t = useTestApp();

/** Each operation of the API's own OpenAPI document that a session is required for. */
async function signedInOnlyOperations(): Promise<{ method: string; url: string }[]> {
  const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{ paths: Paths }>();
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => JSON.stringify(operation.security) === JSON.stringify([{ bearer: [] }]))
      .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('a guest at a signed-in-only endpoint', () => {
  it('is answered 401 before the body is read, whatever the body is', async () => {
    const operations = await signedInOnlyOperations();
    expect(operations.length).toBeGreaterThan(60);
    const bodies = [undefined, { name: '', price: 'много', '\0': '\ud800' }, '{"broken'];
    for (const { method, url } of operations) {
      for (const payload of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
        const res = await t.ctx.app.inject({
          method: method as 'GET',
          url,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        expect([res.statusCode, res.json()], `${method} ${url} ${JSON.stringify(payload)}`).toEqual([
          401,
          { message: messages.unauthenticated },
        ]);
      }
    }
  });
});
