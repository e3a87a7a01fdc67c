import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, storageKeyOf, storageUrlPrefix, type FileStorage } from './storage.ts';

/** Files under one directory of the local disk, served by the app at `/storage/` (serve.ts). */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The content type is implied by the key's extension when served, so the disk does not keep it. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<string> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return `${storageUrlPrefix}${key}`;
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async read(url: string): Promise<Buffer | undefined> {
    const key = storageKeyOf(url);
    if (key === undefined) return undefined;
    return readFile(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  async delete(url: string): Promise<void> {
    const key = storageKeyOf(url);
    if (key === undefined) return;
    await rm(this.pathOf(key), { force: true });
  }

  /** The file of a key, refusing anything that could leave the root. */
  pathOf(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key leaves the root: ${key}`);
    return file;
  }
}
