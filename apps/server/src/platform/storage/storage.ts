import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live. Files are addressed by a key chosen by the server (never by the user)
 * and referred to by their public URL path, as stored in the database: the same `/storage/<key>`
 * whether they are on the local disk (local.ts) or in an S3-compatible object store (s3.ts).
 */
export interface FileStorage {
  /** Stores `data` under `key`; resolves to the public URL path, e.g. `/storage/<key>`. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** The file a URL of this storage names, as stored; undefined when there is none or the URL is foreign. */
  read(url: string): Promise<Buffer | undefined>;
  /** Removes the file a URL of this storage names; a missing file or a foreign URL is ignored. */
  delete(url: string): Promise<void>;
}

/** The public prefix of stored files (served by serve.ts). */
export const storageUrlPrefix = '/storage/';

/** Folders and keys: lower-case letters, digits and dashes, one extension; no dots, no `..`. */
const keyPattern = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.[a-z0-9]+$/;

export const isValidStorageKey = (key: string): boolean => keyPattern.test(key) && key.length <= 200;

/** Refuses a key that is not of the storage's own form (so never one that could leave its root). */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** A fresh random key in `folder`: 128 random bits, so keys are unguessable and never collide. */
export function randomStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!isValidStorageKey(key))
    throw new Error(`invalid storage folder or extension: ${folder}, ${extension}`);
  return key;
}

/** The key of a URL of this storage, or undefined for any other (or malformed) URL. */
export function storageKeyOf(url: string): string | undefined {
  if (!url.startsWith(storageUrlPrefix)) return undefined;
  const key = url.slice(storageUrlPrefix.length);
  return isValidStorageKey(key) ? key : undefined;
}
