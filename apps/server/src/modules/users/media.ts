import { isUserUpload, type UserUploads } from '../../platform/storage/index.ts';
import type { UsersRepository } from './repository.ts';

/**
 * Account deletion: clears the user's avatar and company logo and photos and deletes their files.
 * Call it before the user row is deleted (the rows cascade away, and with them the URLs); it is
 * idempotent. Resolves to the number of files it asked the storage to delete.
 */
export async function deleteUserMedia(
  repository: Pick<UsersRepository, 'clearMedia'>,
  uploads: UserUploads,
  userId: number,
): Promise<number> {
  const urls = (await repository.clearMedia(userId)).filter(isUserUpload);
  await uploads.remove(urls);
  return urls.length;
}
