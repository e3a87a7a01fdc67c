import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { messages } from '@mp/contract';
import {
  ImageError,
  toWebp,
  type ImageFit,
  type WebpImage,
  type WebpOptions,
} from '../platform/images/index.ts';
import { HttpError, tooManyRequests, validationError } from './errors.ts';
import type { RateLimiter } from '../platform/rate-limit/index.ts';
import { wellFormedText } from './well-formed-input.ts';

export interface ImageUploadOptions {
  /** Form fields whose files are taken, e.g. `['images[]', 'images']`; other files are read and dropped. */
  fields: readonly string[];
  /** The field named in 422 replies. */
  errorField: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Most files one request may carry (of any field). */
  maxFiles: number;
  fit: ImageFit;
  /** What else each picture's conversion makes (a thumbnail, a perceptual hash). */
  conversion?: Pick<WebpOptions, 'thumbnail' | 'perceptualHash'>;
  /** The error when a form carries more than `maxFiles` files; 413 by default. */
  tooManyFiles?: () => HttpError;
  /** Called before the n-th accepted file (0-based) is converted; throw to refuse the request early. */
  beforeFile?: (index: number) => void;
  /** Receives the form's text fields (ignored when absent). */
  onField?: (name: string, value: string) => void;
  /** Most text fields a form may carry; 20 by default. */
  maxFields?: number;
  /** The message of a file over `maxBytes`; the avatar's by default. */
  tooLargeMessage?: string;
  /** Accept a form without any file (the caller decides); refused by default. */
  allowNone?: boolean;
}

/** How many pictures one account may upload, counted in every upload form of the API. */
export interface UploadQuota {
  /** Counts one picture of the user's; throws 429 «Слишком много загруженных фотографий» past the limit. */
  take(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadQuota: UploadQuota;
  }
}

/** The quota as a fixed hourly window per account, shared by the instances through the rate limiter. */
export function uploadQuota(limiter: RateLimiter, perHour: number): UploadQuota {
  const rule = { limit: perHour, windowMs: 60 * 60 * 1000 };
  return {
    async take(userId) {
      const { allowed, retryAfterMs } = await limiter.hit(`uploads:user:${userId}`, rule);
      if (!allowed) throw tooManyRequests(retryAfterMs, messages.uploadsTooMany);
    },
  };
}

/** Non-file parts a form may carry around its files (a client's extra fields are ignored). */
const maxFields = 20;

/**
 * Reads a multipart request's pictures one by one and converts each to WebP in memory (so at most one
 * original is held at a time). Nothing is stored here: the caller stores the results once every file
 * was accepted. Replies 422 on the field for a missing file, a file over `maxBytes`, or one that is
 * not a picture, whatever its name or declared type says.
 */
export async function readImageUploads(
  request: FastifyRequest,
  options: ImageUploadOptions,
): Promise<WebpImage[]> {
  const fail = (message: string) => validationError({ [options.errorField]: [message] });
  if (!request.isMultipart()) throw fail(messages.avatarNotImage);

  const fields = options.maxFields ?? maxFields;
  const parts = request.parts({
    limits: {
      fileSize: options.maxBytes,
      files: options.maxFiles,
      fields,
      parts: options.maxFiles + fields,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
  const images: WebpImage[] = [];
  for (;;) {
    let part: Multipart | undefined;
    try {
      const next = await parts.next();
      part = next.done ? undefined : next.value;
    } catch (error) {
      throw parsingError(error, options, fail);
    }
    if (!part) break;
    if (part.type !== 'file') {
      if (typeof part.value === 'string')
        options.onField?.(wellFormedText(part.fieldname), wellFormedText(part.value));
      continue;
    }
    const original = await readFile(part, options, fail);
    if (!options.fields.includes(part.fieldname)) continue;
    options.beforeFile?.(images.length);
    // Counted before the conversion, the costly part: past the quota nothing is converted or stored.
    if (request.session) await request.server.uploadQuota.take(request.session.user.id);
    try {
      images.push(await toWebp(original, options.fit, options.conversion));
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      request.log.info({ reason: error.reason, detail: error.message }, 'upload refused');
      throw fail(error.reason === 'too-many-pixels' ? messages.imageTooManyPixels : messages.avatarNotImage);
    }
  }
  if (images.length === 0 && !options.allowNone) throw fail(messages.avatarNotImage);
  return images;
}

async function readFile(
  part: MultipartFile,
  options: ImageUploadOptions,
  fail: (message: string) => HttpError,
): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw parsingError(error, options, fail);
  }
  // toBuffer throws only when it reads a chunk after the limit. When the bytes up to the limit came
  // in chunks of their own (a 48 MB upload's packets may end right there), busboy marks the file
  // truncated without another chunk, and toBuffer returns the first `maxBytes` as if whole.
  if (part.file.truncated) throw fail(tooLarge(options));
  return bytes;
}

const tooLarge = (options: ImageUploadOptions) => options.tooLargeMessage ?? messages.avatarTooLarge;

/** The multipart parser's failures as design §3 replies. */
function parsingError(
  error: unknown,
  options: ImageUploadOptions,
  fail: (message: string) => HttpError,
): Error {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fail(tooLarge(options));
    case 'FST_FILES_LIMIT':
      return options.tooManyFiles?.() ?? new HttpError(413, messages.payloadTooLarge);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, messages.payloadTooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return fail(messages.avatarNotImage);
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  // busboy's own errors (a malformed or truncated body) carry no status: the client sent garbage.
  return new HttpError(400, messages.badRequest);
}
