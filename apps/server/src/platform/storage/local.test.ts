import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local.ts';
import { randomStorageKey } from './storage.ts';
import { describeFileStorage } from './storage-contract.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = new LocalFileStorage(root);

describeFileStorage('LocalFileStorage', () => ({
  storage,
  read: (key) => readFile(path.join(root, key)).catch(() => undefined),
}));

describe('LocalFileStorage', () => {
  it('writes a file at its key under the root, leaving no partial file beside it', async () => {
    const key = randomStorageKey('avatars', 'webp');
    expect(key).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
    await storage.put(key, Buffer.from('data'), 'image/webp');
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('data');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual([path.basename(key)]);
  });

  it('never makes two keys alike', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => randomStorageKey('a', 'webp')));
    expect(keys.size).toBe(1000);
  });

  it('leaves a file beside its root alone, whatever the URL', async () => {
    const outside = path.join(root, '..', `${path.basename(root)}-outside.txt`);
    fs.writeFileSync(outside, 'keep');
    for (const url of [`/storage/../${path.basename(outside)}`, outside, `/storage/${outside}`]) {
      await storage.delete(url);
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep');
    fs.rmSync(outside);
  });
});
