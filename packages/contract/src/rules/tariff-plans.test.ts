import { describe, expect, it } from 'vitest';
import { pricedPlans, tariffDurationLabel } from './tariff-plans.ts';

describe('tariffDurationLabel', () => {
  it('names the spec’s four durations and counts the others in years, months or days', () => {
    expect([30, 90, 180, 365].map(tariffDurationLabel)).toEqual([
      '1 месяц',
      '3 месяца',
      '6 месяцев',
      '1 год',
    ]);
    expect(tariffDurationLabel(730)).toBe('2 года');
    expect(tariffDurationLabel(60)).toBe('2 месяца');
    expect(tariffDurationLabel(150)).toBe('5 месяцев');
    expect(tariffDurationLabel(7)).toBe('7 дней');
    expect(tariffDurationLabel(1)).toBe('1 день');
    expect(tariffDurationLabel(3)).toBe('3 дня');
  });
});

describe('pricedPlans', () => {
  const plan = (tariff: string, duration_days: number, price: number, is_active = true) => ({
    tariff,
    duration_days,
    price,
    is_active,
  });

  it('prices longer plans against the 30-day one and marks the biggest benefit, per tariff', () => {
    const priced = pricedPlans([
      plan('start', 30, 990),
      plan('start', 90, 2690),
      plan('start', 180, 4990),
      plan('start', 365, 8990),
      plan('business', 30, 2990),
      plan('business', 90, 8990),
    ]);
    expect(
      priced.map(({ oldPrice, benefit, is_most_beneficial }) => [oldPrice, benefit, is_most_beneficial]),
    ).toEqual([
      [null, 0, false],
      [2970, 280, false],
      [5940, 950, false],
      [11880, 2890, true],
      [null, 0, false],
      [8970, -20, false],
    ]);
  });

  it('leaves out inactive plans and gives no old price without a 30-day plan', () => {
    const priced = pricedPlans([plan('start', 30, 100, false), plan('start', 90, 250), plan('x', 30.5, 10)]);
    expect(priced).toHaveLength(2);
    expect(priced[0]).toMatchObject({ oldPrice: null, benefit: 0, is_most_beneficial: false });
  });

  it('rounds to kopecks', () => {
    const [, threeMonths] = pricedPlans([plan('start', 30, 333.33), plan('start', 90, 900)]);
    expect(threeMonths).toMatchObject({ oldPrice: 999.99, benefit: 99.99, is_most_beneficial: true });
  });
});
