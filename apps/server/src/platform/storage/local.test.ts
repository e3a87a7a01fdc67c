import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local.ts';
import { randomStorageKey, storageKeyOf } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = new LocalFileStorage(root);

describe('LocalFileStorage', () => {
  it('writes a file under its key and deletes it by its URL', async () => {
    const key = randomStorageKey('avatars', 'webp');
    expect(key).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
    const url = await storage.put(key, Buffer.from('data'), 'image/webp');
    expect(url).toBe(`/storage/${key}`);
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('data');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual([path.basename(key)]);
    await storage.delete(url);
    expect(fs.existsSync(path.join(root, key))).toBe(false);
    await storage.delete(url); // already gone: fine
  });

  it('never makes two keys alike', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => randomStorageKey('a', 'webp')));
    expect(keys.size).toBe(1000);
  });

  it('refuses keys that could leave the root or are not its own form', async () => {
    for (const key of ['../x.webp', 'a/../../x.webp', '/etc/passwd', 'a/b', 'A.webp', 'a/.hidden.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow();
    }
  });

  it('ignores URLs that are not its own', async () => {
    const outside = path.join(root, '..', `${path.basename(root)}-outside.txt`);
    fs.writeFileSync(outside, 'keep');
    for (const url of [
      `/storage/../${path.basename(outside)}`,
      'https://example.com/a.webp',
      '/etc/passwd',
    ]) {
      expect(storageKeyOf(url)).toBeUndefined();
      await storage.delete(url);
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep');
    fs.rmSync(outside);
  });
});
