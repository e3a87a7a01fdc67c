import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screeningLimits } from '@mp/contract';
import { photo } from '../../test/images.ts';
import { toWebp } from './index.ts';
import { hashDistance, hashParts, hashPartsFindUpTo, pictureHash } from './picture-hash.ts';

/** The picture as the ads store it (the upload's conversion). */
const asStored = (picture: Buffer) => sharp(picture).resize(1200).webp({ quality: 82, effort: 2 }).toBuffer();

describe('pictureHash', () => {
  it('keeps a photo taken from an ad and uploaded again, as it is or smaller, within the same-photo bits', async () => {
    for (const seed of [1, 2, 3, 5, 8, 13]) {
      const stored = await asStored(await photo(seed));
      const taken = await asStored(stored);
      const smaller = await asStored(await sharp(stored).resize(640).jpeg({ quality: 60 }).toBuffer());
      const [original, same, small] = await Promise.all([stored, taken, smaller].map((p) => pictureHash(p)));
      expect(original).toBeTypeOf('bigint');
      expect(hashDistance(original!, same!)).toBeLessThanOrEqual(screeningLimits.samePhotoBits);
      expect(hashDistance(original!, small!)).toBeLessThanOrEqual(screeningLimits.samePhotoBits);
    }
  });

  it('tells other photos apart by far more bits', async () => {
    const hashes = await Promise.all([1, 2, 3, 4, 5].map(async (seed) => pictureHash(await photo(seed))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect(hashDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(12);
      }
    }
  });

  it('gives no hash for a plain picture, which would match any other plain one', async () => {
    for (const colour of [
      { r: 200, g: 40, b: 90 },
      { r: 255, g: 255, b: 255 },
    ]) {
      const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      expect(await pictureHash(plain)).toBeUndefined();
    }
  });

  it('is the same taken from the upload’s conversion as from the stored picture, transparent ones too', async () => {
    const transparent = await sharp(await photo(21))
      .ensureAlpha(0.6)
      .png()
      .toBuffer();
    for (const upload of [await photo(20), transparent]) {
      const converted = await toWebp(upload, { maxSide: 1200 }, { perceptualHash: true });
      expect(converted.perceptualHash).toBeTypeOf('bigint');
      const stored = await pictureHash(converted.data);
      expect(hashDistance(converted.perceptualHash!, stored!)).toBeLessThanOrEqual(1);
    }
    const plain = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#c82a5a80' } })
      .png()
      .toBuffer();
    expect((await toWebp(plain, { maxSide: 1200 }, { perceptualHash: true })).perceptualHash).toBeNull();
  });

  it('refuses what is not a picture', async () => {
    await expect(pictureHash(Buffer.from('not a picture at all'))).rejects.toThrow();
  });
});

describe('hashDistance', () => {
  it('counts the differing bits, the sign bit among them', () => {
    expect(hashDistance(0n, 0n)).toBe(0);
    expect(hashDistance(0b1011n, 0b0010n)).toBe(2);
    expect(hashDistance(-1n, 0n)).toBe(64);
    expect(hashDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
  });
});

describe('hashParts', () => {
  it('finds every hash within the same-photo bits through one shared part', () => {
    expect(screeningLimits.samePhotoBits).toBeLessThanOrEqual(hashPartsFindUpTo);
    let seed = 7n;
    for (let trial = 0; trial < 200; trial++) {
      seed = (seed * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) & ((1n << 64n) - 1n);
      const hash = BigInt.asIntN(64, seed);
      let near = hash;
      for (let flip = 0; flip < hashPartsFindUpTo; flip++) {
        near = BigInt.asIntN(64, near ^ (1n << BigInt(Number((seed >> BigInt(flip * 8)) & 63n))));
      }
      const shared = hashParts(hash).filter((part) => hashParts(near).includes(part));
      expect(shared.length).toBeGreaterThan(0);
    }
  });

  it('tags each part with its place, so equal values in different places do not match', () => {
    expect(hashParts(0n)).toEqual([0, 65_536, 131_072, 196_608]);
    expect(hashParts(-1n)).toEqual([65_535, 131_071, 196_607, 262_143]);
  });
});
