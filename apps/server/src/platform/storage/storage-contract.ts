import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomStorageKey, storageKeyOf, type FileStorage } from './storage.ts';

export interface StorageUnderTest {
  storage: FileStorage;
  /** The bytes stored under `key` as a reader gets them; undefined when there are none. */
  read: (key: string) => Promise<Buffer | undefined>;
}

/** Escapes from the root, absolute paths, no extension, capitals, hidden files, nothing. */
export const invalidStorageKeys = [
  '../x.webp',
  'a/../../x.webp',
  '/etc/passwd',
  'a/b',
  'A.webp',
  'a/.hidden.webp',
  '',
];

/**
 * What every FileStorage does, whatever holds the files. `subject` is called inside the tests, so
 * it may return what the file's `beforeAll` made.
 */
export function describeFileStorage(name: string, subject: () => StorageUnderTest): void {
  describe(`${name}, as every FileStorage`, () => {
    it('stores a file under its key, names it by its /storage URL and deletes it by that URL', async () => {
      const { storage, read } = subject();
      const key = randomStorageKey('avatars', 'webp');
      const data = randomBytes(200 * 1024);
      expect(await storage.exists(key)).toBe(false);
      const url = await storage.put(key, data, 'image/webp');
      expect(url).toBe(`/storage/${key}`);
      expect(await storage.exists(key)).toBe(true);
      expect(await read(key)).toEqual(data);
      expect(await storage.read(url)).toEqual(data);
      await storage.delete(url);
      expect(await storage.exists(key)).toBe(false);
      expect(await read(key)).toBeUndefined();
      expect(await storage.read(url)).toBeUndefined();
      await storage.delete(url); // already gone: fine
    });

    it('takes the fixed keys of the demo pictures, a second put replacing the file', async () => {
      const { storage, read } = subject();
      const key = `demo/electronics-phones-${randomBytes(4).toString('hex')}-full.webp`;
      await storage.put(key, Buffer.from('first'), 'image/webp');
      await storage.put(key, Buffer.from('second'), 'image/webp');
      expect(await read(key)).toEqual(Buffer.from('second'));
      await storage.delete(`/storage/${key}`);
    });

    it('refuses keys that are not of its own form', async () => {
      const { storage } = subject();
      for (const key of invalidStorageKeys) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
        await expect(storage.exists(key), key).rejects.toThrow();
      }
    });

    it('ignores URLs that are not its own, reading and deleting nothing', async () => {
      const { storage } = subject();
      const url = await storage.put(randomStorageKey('ads', 'webp'), Buffer.from('keep'), 'image/webp');
      const key = storageKeyOf(url) ?? '';
      for (const foreign of [
        `/storage/../${key}`,
        `/storage/ads/../${key}`,
        `https://example.com/${key}`,
        `/uploads/${key}`,
        `${url}/`,
        key,
        '',
      ]) {
        expect(storageKeyOf(foreign), foreign).toBeUndefined();
        expect(await storage.read(foreign), foreign).toBeUndefined();
        await storage.delete(foreign);
      }
      expect(await storage.exists(key)).toBe(true);
      await storage.delete(url);
    });
  });
}
