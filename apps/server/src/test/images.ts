import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A solid picture made by sharp; `orientation` writes an EXIF orientation tag (JPEG only). */
export async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'gif' | 'webp' = 'jpeg',
  options: { orientation?: number; exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  if (options.orientation !== undefined || options.exif) {
    image = image.withMetadata({
      orientation: options.orientation,
      exif: { IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS here' } },
    });
  }
  return image.toFormat(format).toBuffer();
}

/**
 * A photo-like JPEG of 1200 × 900: overlapping blurred shapes of many colours, different for each `seed`
 * (perceptual hashes tell them apart, as they would two photos).
 */
export function photo(seed: number): Promise<Buffer> {
  let state = seed;
  const next = (n: number) => (state = (state * 48_271) % 2_147_483_647) % n;
  const colour = () => `rgb(${next(256)},${next(256)},${next(256)})`;
  const shapes = Array.from(
    { length: 14 },
    () =>
      `<ellipse cx="${next(1200)}" cy="${next(900)}" rx="${80 + next(300)}" ry="${60 + next(250)}" fill="${colour()}" fill-opacity="0.8"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${colour()}"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).blur(3).jpeg({ quality: 90 }).toBuffer();
}

/** A valid PNG of random noise (incompressible) of at least `minBytes`. */
export async function noisePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface UploadFile {
  field: string;
  data: Buffer | string;
  name?: string;
  type?: string;
}

/** A multipart form of files (and plain text fields when `data` is a string and no `name` is given). */
export function form(files: UploadFile[]): FormData {
  const body = new FormData();
  for (const file of files) {
    if (typeof file.data === 'string' && file.name === undefined) body.append(file.field, file.data);
    else {
      const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
      body.append(
        file.field,
        new Blob([new Uint8Array(bytes)], { type: file.type ?? 'image/jpeg' }),
        file.name ?? 'photo.jpg',
      );
    }
  }
  return body;
}

/**
 * A form of one file sent as two chunks, the first ending `firstBytes` into the file, as a client's
 * packets may cut it (for `inject`'s `headers` and `payload`).
 */
export function formInTwoChunks(field: string, data: Buffer, firstBytes: number) {
  const boundary = 'test-form-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from([
      Buffer.concat([Buffer.from(`${head}Content-Type: image/png\r\n\r\n`), data.subarray(0, firstBytes)]),
      data.subarray(firstBytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Sends a multipart form (or any payload) to an `/api` path with an optional bearer token. */
export function upload(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: FormData | object,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** GET of a stored file; 404 once deleted. */
export const fetchStored = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
