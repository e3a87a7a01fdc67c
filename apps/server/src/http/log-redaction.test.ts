import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { errorForLog } from './log-redaction.ts';

describe('errorForLog', () => {
  it('keeps a failed statement’s SQL and cause but none of its values', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new DrizzleQueryError(
      'update "users" set "name" = $1, "address" = $2 where "id" = $3',
      ['Мария', 'Москва, ул. Тверская, 1', 7],
      cause,
    );
    const logged = errorForLog(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Мария');
    expect(text).not.toContain('Тверская');
    expect(logged.message).toBe(
      'Failed query: update "users" set "name" = $1, "address" = $2 where "id" = $3',
    );
    expect(logged.stack).toMatch(/^Failed query: update[^\n]*\n {4}at /);
    expect(logged.params).toBe('[3 values not logged]');
    expect(text).toContain('invalid byte sequence');
  });

  it('logs every other error whole', () => {
    const logged = errorForLog(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'connection refused', code: 'ECONNREFUSED' });
  });
});
