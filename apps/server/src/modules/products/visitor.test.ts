import { describe, expect, it } from 'vitest';
import { pageVisitor } from './visitor.ts';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('pageVisitor', () => {
  it('tells visitors apart by address and browser, without keeping either', () => {
    const visitor = pageVisitor('10.0.0.1', chrome);
    expect(visitor).toMatch(/^[\w-]{16}$/);
    expect(visitor).not.toContain('10.0.0.1');
    expect(pageVisitor('10.0.0.1', chrome)).toBe(visitor);
    expect(pageVisitor('10.0.0.2', chrome)).not.toBe(visitor);
    expect(pageVisitor('10.0.0.1', `${chrome} YaBrowser/24.1`)).not.toBe(visitor);
  });

  it('does not count robots or clients that name no browser', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      undefined,
      '',
    ]) {
      expect(pageVisitor('10.0.0.1', agent)).toBeNull();
    }
  });
});
