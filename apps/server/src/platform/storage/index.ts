import type { Config } from '../../config.ts';
import { LocalFileStorage } from './local.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage } from './storage.ts';
export { LocalFileStorage } from './local.ts';
export { randomStorageKey, storageKeyOf, storageUrlPrefix } from './storage.ts';

/** The local disk under `uploadsDir` (an object store would be chosen here from the config). */
export function createFileStorage(config: Pick<Config, 'uploadsDir'>): FileStorage {
  return new LocalFileStorage(config.uploadsDir);
}
