import { describe, expect, it } from 'vitest';
import { imagePlaceholderPath, normaliseImagePath } from './image-path.ts';

describe('normaliseImagePath', () => {
  it('uses the placeholder for empty paths', () => {
    expect(normaliseImagePath('')).toBe(imagePlaceholderPath);
    expect(normaliseImagePath('   ')).toBe(imagePlaceholderPath);
    expect(normaliseImagePath(null)).toBe(imagePlaceholderPath);
    expect(normaliseImagePath(undefined)).toBe(imagePlaceholderPath);
    expect(normaliseImagePath('/product/')).toBe(imagePlaceholderPath);
  });

  it('drops the /product/ prefix', () => {
    expect(normaliseImagePath('/product/2024/05/abc.webp')).toBe('/storage/2024/05/abc.webp');
  });

  it('keeps rooted paths and absolute URLs', () => {
    expect(normaliseImagePath('/storage/products/abc.webp')).toBe('/storage/products/abc.webp');
    expect(normaliseImagePath('https://cdn.example.ru/a.webp')).toBe('https://cdn.example.ru/a.webp');
    expect(normaliseImagePath('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
  });

  it('serves a bare file name from the uploads root', () => {
    expect(normaliseImagePath('products/abc.webp')).toBe('/storage/products/abc.webp');
  });

  it('only strips the prefix at the start', () => {
    expect(normaliseImagePath('/storage/product/abc.webp')).toBe('/storage/product/abc.webp');
  });
});
