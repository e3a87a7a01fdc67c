import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { noisePng, picture } from '../../test/images.ts';
import { ImageError, sniffImageFormat, toWebp } from './index.ts';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageError);
  return (error as ImageError).reason;
};

describe('toWebp', () => {
  it('crops to a centred square WebP without any metadata', async () => {
    const input = await picture(900, 600, 'jpeg', { exif: true });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await toWebp(input, { square: 400 });
    const meta = await sharp(out.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out).toMatchObject({ width: 400, height: 400, contentType: 'image/webp', extension: 'webp' });
  });

  it('fits inside a box without enlarging', async () => {
    const big = await toWebp(await picture(3200, 1600, 'png'), { maxSide: 1600 });
    expect([big.width, big.height]).toEqual([1600, 800]);
    const small = await toWebp(await picture(300, 200, 'webp'), { maxSide: 1600 });
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise, i.e. portrait.
    const out = await toWebp(await picture(200, 100, 'jpeg', { orientation: 6 }), { maxSide: 1000 });
    expect([out.width, out.height]).toEqual([100, 200]);
  });

  it('makes a thumbnail from the converted pixels on request: upright, cropped, without metadata, alpha kept', async () => {
    const input = await picture(300, 200, 'jpeg', { orientation: 6, exif: true });
    const out = await toWebp(input, { maxSide: 1200 }, { thumbnail: { width: 400, height: 300 } });
    const card = await sharp(out.thumbnail).metadata();
    expect(card).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(card.exif).toBeUndefined();
    expect([out.width, out.height]).toEqual([200, 300]);
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
    expect(out.perceptualHash).toBeUndefined();

    const transparent = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const withAlpha = await toWebp(
      transparent,
      { maxSide: 1200 },
      { thumbnail: { width: 400, height: 300 } },
    );
    expect((await sharp(withAlpha.data).metadata()).hasAlpha).toBe(true);
    expect((await sharp(withAlpha.thumbnail).metadata()).hasAlpha).toBe(true);
  });

  it('accepts a GIF (first frame)', async () => {
    const out = await toWebp(await picture(50, 40, 'gif'), { maxSide: 100 });
    expect([out.width, out.height]).toEqual([50, 40]);
  });

  it('refuses text, SVG, truncated and empty input by content', async () => {
    expect(await refusal(toWebp(Buffer.from('just some text, not a jpeg'), { square: 10 }))).toBe(
      'not-an-image',
    );
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect(await refusal(toWebp(Buffer.from(svg), { square: 10 }))).toBe('not-an-image');
    const jpeg = await picture(300, 300);
    expect(await refusal(toWebp(jpeg.subarray(0, 200), { square: 10 }))).toBe('not-an-image');
    expect(await refusal(toWebp(Buffer.alloc(0), { square: 10 }))).toBe('not-an-image');
  });

  it('refuses a picture with too many pixels before decoding it', async () => {
    const bomb = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(toWebp(bomb, { square: 10 }, { maxInputPixels: 1_000_000 }))).toBe(
      'too-many-pixels',
    );
  });

  it('refuses by default the 7000 × 7000 single-colour PNG that once cost the server seconds', async () => {
    const flood = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(1_000_000);
    expect(await refusal(toWebp(flood, { maxSide: 1600 }))).toBe('too-many-pixels');
  });

  it('converts noise (a worst case for size) too', async () => {
    const out = await toWebp(await noisePng(200_000), { maxSide: 100 });
    expect(out.width).toBe(100);
  });
});

describe('sniffImageFormat', () => {
  it('knows the accepted signatures and nothing else', async () => {
    expect(sniffImageFormat(await picture(10, 10, 'jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await picture(10, 10, 'png'))).toBe('png');
    expect(sniffImageFormat(await picture(10, 10, 'gif'))).toBe('gif');
    expect(sniffImageFormat(await picture(10, 10, 'webp'))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('%PDF-1.7 0000000000'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeUndefined();
  });
});
