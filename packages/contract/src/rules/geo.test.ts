import { describe, expect, it } from 'vitest';
import { containsPoint, distanceKm, nearestCity } from './geo.ts';

const moscow = { name: 'Москва', latitude: 55.7540471, longitude: 37.620405 };
const spb = { name: 'Санкт-Петербург', latitude: 59.9391313, longitude: 30.3159004 };
const khimki = { name: 'Химки', latitude: 55.8970318, longitude: 37.4296384 };

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(moscow, moscow)).toBe(0);
  });

  it('gives the known Moscow – Saint Petersburg distance (about 634 km)', () => {
    expect(distanceKm(moscow, spb)).toBeGreaterThan(630);
    expect(distanceKm(moscow, spb)).toBeLessThan(640);
  });

  it('is symmetric', () => {
    expect(distanceKm(spb, khimki)).toBeCloseTo(distanceKm(khimki, spb), 9);
  });

  it('uses a 6371 km Earth radius: a quarter meridian is 10 007.5 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
  });
});

describe('nearestCity', () => {
  const cities = [spb, moscow, khimki];

  it('picks the closest city', () => {
    const redSquare = { latitude: 55.7539, longitude: 37.6208 };
    expect(nearestCity(cities, redSquare)?.name).toBe('Москва');
    const nearKhimki = { latitude: 55.89, longitude: 37.44 };
    expect(nearestCity(cities, nearKhimki)?.name).toBe('Химки');
  });

  it('returns null when the closest city is farther than 50 km', () => {
    const tver = { latitude: 56.8596, longitude: 35.9119 };
    expect(nearestCity(cities, tver)).toBeNull();
  });

  it('accepts a city right at the radius and rejects one just beyond it', () => {
    // One degree of latitude is 111.19 km on a 6371 km sphere; 0.449° ≈ 49.93 km, 0.451° ≈ 50.15 km.
    const origin = { name: 'origin', latitude: 50, longitude: 40 };
    expect(nearestCity([origin], { latitude: 50.449, longitude: 40 })).toBe(origin);
    expect(nearestCity([origin], { latitude: 50.451, longitude: 40 })).toBeNull();
  });

  it('returns null for an empty list', () => {
    expect(nearestCity([], moscow)).toBeNull();
  });
});

describe('containsPoint', () => {
  it('checks a point against the box, edges included', () => {
    const box = { west: 37, south: 55, east: 38, north: 56 };
    expect(containsPoint(box, 55.5, 37.5)).toBe(true);
    expect(containsPoint(box, 56, 38)).toBe(true);
    expect(containsPoint(box, 59.9, 30.3)).toBe(false);
  });
});
