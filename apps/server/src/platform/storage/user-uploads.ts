import type { FastifyBaseLogger } from 'fastify';
import type { WebpImage } from '../images/index.ts';
import { randomStorageKey, storageKeyOf, type FileStorage } from './storage.ts';

/** Storage folders of users' own pictures. Other stored files (the demo catalogue) are never removed here. */
export const mediaFolders = {
  avatars: 'avatars',
  companyLogos: 'companies/logos',
  companyImages: 'companies/images',
  adImages: 'ads',
  reviewImages: 'reviews',
} as const;

export const isUserUpload = (url: string): boolean => {
  const key = storageKeyOf(url);
  return key !== undefined && Object.values(mediaFolders).some((folder) => key.startsWith(`${folder}/`));
};

export type UserUploads = ReturnType<typeof userUploads>;

/**
 * The files of users' own pictures: stored together with the database row that points at them, and
 * deleted once no row does.
 */
export function userUploads(storage: FileStorage, log?: Pick<FastifyBaseLogger, 'warn'>) {
  /**
   * Deletes the files of users' pictures once the database no longer points at them. A file that
   * cannot be deleted is only logged: the reply (and the database) are already right, and an orphan
   * file is harmless.
   */
  async function remove(urls: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      urls
        .filter((url): url is string => typeof url === 'string' && isUserUpload(url))
        .map((url) =>
          storage.delete(url).catch((err: unknown) => log?.warn({ err, url }, 'could not delete an upload')),
        ),
    );
  }

  /**
   * Stores converted images in `folder`, then runs `write`, the database change that points at them.
   * When a file cannot be stored, `write` fails, or it finds nothing to change (undefined: answered
   * with `missing()`), the files already stored are deleted again, so a refused upload leaves none.
   */
  async function save<T>(
    folder: string,
    images: readonly WebpImage[],
    write: (urls: string[]) => Promise<T | undefined>,
    missing: () => Error,
  ): Promise<T> {
    const results = await Promise.allSettled(
      images.map((image) =>
        storage.put(randomStorageKey(folder, image.extension), image.data, image.contentType),
      ),
    );
    const urls = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await remove(urls);
      throw failure.reason;
    }
    let written: T | undefined;
    try {
      written = await write(urls);
    } catch (error) {
      await remove(urls);
      throw error;
    }
    if (written === undefined) {
      await remove(urls);
      throw missing();
    }
    return written;
  }

  return { save, remove };
}
