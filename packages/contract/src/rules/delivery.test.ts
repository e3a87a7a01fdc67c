import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { canTravel, deliveryDaysText, parcelSizeText } from './delivery.ts';
import { parcelFieldErrors } from './parcel-check.ts';

describe('delivery rules', () => {
  it('lets goods travel, but not work, services, real estate, vehicles or live animals', () => {
    expect(canTravel('electronics', 'phones')).toBe(true);
    expect(canTravel('auto', 'parts')).toBe(true);
    expect(canTravel('animals', 'pet-supplies')).toBe(true);
    for (const [category, subcategory] of [
      ['jobs', 'it'],
      ['services', 'cleaning'],
      ['realty', 'apartments-sale'],
      ['auto', 'cars'],
      ['animals', 'dogs'],
    ] as const) {
      expect(canTravel(category, subcategory), subcategory).toBe(false);
    }
  });

  it('writes the days the Russian way', () => {
    expect(deliveryDaysText(2, 5)).toBe('2–5 дней');
    expect(deliveryDaysText(1, 2)).toBe('1–2 дня');
    expect(deliveryDaysText(1, 1)).toBe('1 день');
    expect(deliveryDaysText(3, 21)).toBe('3–21 день');
  });

  it('describes a size class by its weight, box and what fits', () => {
    expect(parcelSizeText('XS')).toBe('XS · до 0,5 кг, 17×12×9 см — документы, украшения, косметика');
    expect(parcelSizeText('L')).toMatch(/^L · до 15 кг, 60×35×30 см — /);
  });
});

describe('parcelFieldErrors', () => {
  it('asks nothing of an ad without delivery', () => {
    expect(parcelFieldErrors({ delivery_available: false }, false)).toEqual({});
  });

  it('asks a size and a weight the size carries', () => {
    expect(parcelFieldErrors({ delivery_available: true }, true)).toEqual({
      parcel_size: [messages.parcelSizeRequired],
      weight_kg: [messages.parcelWeightInvalid],
    });
    expect(parcelFieldErrors({ delivery_available: true, parcel_size: 'S', weight_kg: 2.5 }, true)).toEqual({
      weight_kg: ['Посылка размера S весит не больше 2 кг'],
    });
    expect(parcelFieldErrors({ delivery_available: true, parcel_size: 'XS', weight_kg: 0.5 }, true)).toEqual(
      {},
    );
  });

  it('refuses delivery of what does not travel', () => {
    expect(parcelFieldErrors({ delivery_available: true, parcel_size: 'S', weight_kg: 1 }, false)).toEqual({
      delivery_available: [messages.deliveryNotForCategory],
    });
  });
});
