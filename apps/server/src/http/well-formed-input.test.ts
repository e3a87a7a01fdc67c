import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adDrafts, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { wellFormedInput, wellFormedText } from './well-formed-input.ts';

describe('wellFormedText', () => {
  it('drops NUL characters and replaces lone surrogates, leaving other text as it is', () => {
    expect(wellFormedText('Ма\0рия')).toBe('Мария');
    expect(wellFormedText('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormedText('\udfff')).toBe('\ufffd');
    const whole = 'Мария 😀 ёЁ\t';
    expect(wellFormedText(whole)).toBe(whole);
  });

  it('cleans keys and nested values of plain objects and arrays only', () => {
    const raw = Buffer.from('raw\0');
    expect(wellFormedInput({ 'na\0me': ['a\0', { b: '\ud800' }], n: 1, raw })).toEqual({
      name: ['a', { b: '\ufffd' }],
      n: 1,
      raw,
    });
    expect(wellFormedInput(Object.assign(Object.create(null) as object, { q: 'x\0' }))).toEqual({ q: 'x' });
    // The query string parser's objects: their prototype has no prototype of its own.
    const query = Object.assign(Object.create(Object.create(null) as object) as object, { 'f[\0]': 'y' });
    expect(wellFormedInput(query)).toEqual({ 'f[]': 'y' });
  });

  it('returns clean input as it came, without a copy', () => {
    const body = { name: 'Мария', tags: ['a', 'b'], nested: { n: 1 } };
    expect(wellFormedInput(body)).toBe(body);
    const tags = ['ok', 'bad\0'];
    const cleaned = wellFormedInput({ tags }) as { tags: string[] };
    expect(cleaned.tags).not.toBe(tags);
    expect(cleaned.tags).toEqual(['ok', 'bad']);
  });
});

describe('hostile text at the API edge', () => {
  const server = useTestApp();

  it('stores a profile whose fields carry NUL characters without them', async () => {
    const { token, user } = await server.signedIn();
    const res = await server.call('PUT', '/user', token, {
      name: 'Ма\0рия',
      surname: '\0Петрова',
      patronymic: 'Ивановна',
      address: 'Москва\0',
      birth_date: '1991-04-12',
      has_car: false,
      gender: 'female',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.name, row?.surname, row?.address]).toEqual(['Мария', 'Петрова', 'Москва']);
  });

  it('answers a guest search with NUL in its query and filters instead of failing', async () => {
    for (const query of [
      'filter[brand]=%00',
      'search=%00',
      'search=%ED%A0%80',
      'filter[%00]=x',
      'sort=%00',
    ]) {
      const res = await server.call('GET', `/products?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('keeps a draft whose JSON carries a lone surrogate, with U+FFFD in its place', async () => {
    const { token } = await server.signedIn();
    const res = await server.ctx.app.inject({
      method: 'POST',
      url: '/api/drafts',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":"Смартфон \\ud800","description":"Новый\\u0000"}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: { id: number } }>();
    const [row] = await server.db.select().from(adDrafts).where(eq(adDrafts.id, data.id));
    expect(row?.fields).toMatchObject({ name: 'Смартфон \ufffd', description: 'Новый' });
  });
});
