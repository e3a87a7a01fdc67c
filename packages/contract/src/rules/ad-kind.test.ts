import { describe, expect, it } from 'vitest';
import { adKindOf, canBeBought, formatAdPrice } from './ad-kind.ts';

describe('ad kinds', () => {
  it('reads a vacancy and a service from their top-level category, goods from any other', () => {
    expect(adKindOf('jobs')).toBe('job');
    expect(adKindOf('services')).toBe('service');
    expect(adKindOf('electronics')).toBe('goods');
    expect(adKindOf('realty')).toBe('goods');
    expect(adKindOf('')).toBe('goods');
  });

  it('lets only goods be bought', () => {
    expect(canBeBought('goods')).toBe(true);
    expect(canBeBought('job')).toBe(false);
    expect(canBeBought('service')).toBe(false);
  });

  it('writes a salary per month and a service’s price «от», the sum unbroken', () => {
    expect(formatAdPrice('goods', 12500)).toBe('12 500 ₽');
    expect(formatAdPrice('job', 60000)).toBe('от 60\u00a0000\u00a0₽ за\u00a0месяц');
    expect(formatAdPrice('service', 1500)).toBe('от 1\u00a0500\u00a0₽');
    expect(formatAdPrice('goods', 0)).toBe('0 ₽');
    expect(formatAdPrice('job', 0)).toBe('Зарплата не указана');
    expect(formatAdPrice('service', 0)).toBe('Цена договорная');
  });
});
