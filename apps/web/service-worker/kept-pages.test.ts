import { describe, expect, it } from 'vitest';
import { isFresh, keepPagesMessage, pageCopyFreshMs, pagesToKeep } from './kept-pages.ts';

const origin = 'https://market.example';

describe('the pages a page asks the worker to keep', () => {
  it('are its own addresses, whole, once each, without the jump within a page', () => {
    const data = {
      type: keepPagesMessage,
      urls: ['/product/7', '/search/москва?q=диван', `${origin}/product/7#photos`, '/'],
    };
    expect(pagesToKeep(data, origin)).toEqual([
      `${origin}/product/7`,
      `${origin}/search/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD`,
      `${origin}/`,
    ]);
  });

  it('are never another site, the API, stored files or the build’s files, nor what is not an address', () => {
    const data = {
      type: keepPagesMessage,
      urls: [
        'https://evil.example/page',
        '/api/products/7',
        '/storage/a.webp',
        '/assets/app.js',
        7,
        null,
        'http://[x',
      ],
    };
    expect(pagesToKeep(data, origin)).toEqual([]);
  });

  it('come only with their own message', () => {
    for (const data of [
      null,
      'KEEP_PAGES',
      { type: 'SKIP_WAITING', urls: ['/'] },
      { type: keepPagesMessage },
    ]) {
      expect(pagesToKeep(data, origin)).toEqual([]);
    }
  });
});

describe('a kept copy of a page', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const keptAt = (ms: number) => new Response('', { headers: { date: new Date(ms).toUTCString() } });

  it('is read again only once it is older than the fresh time', () => {
    expect(isFresh(keptAt(now - 60_000), now)).toBe(true);
    expect(isFresh(keptAt(now - pageCopyFreshMs - 1_000), now)).toBe(false);
  });

  it('is read when there is none, or it has no date', () => {
    expect(isFresh(undefined, now)).toBe(false);
    expect(isFresh(new Response(''), now)).toBe(false);
  });
});
