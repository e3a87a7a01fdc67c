import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adDrafts, companies, draftImages, productImages, products, users } from '../../db/schema/index.ts';
import { storageKeyOf, type FileStorage } from '../../platform/storage/index.ts';

/** Storage folders of users' own pictures. Other stored files (the demo catalogue) are never removed here. */
export const mediaFolders = {
  avatars: 'avatars',
  companyLogos: 'companies/logos',
  companyImages: 'companies/images',
  adImages: 'ads',
} as const;

const isUserUpload = (url: string): boolean => {
  const key = storageKeyOf(url);
  return key !== undefined && Object.values(mediaFolders).some((folder) => key.startsWith(`${folder}/`));
};

/**
 * Deletes the files of users' pictures once the database no longer points at them. A file that cannot
 * be deleted is only logged: the reply (and the database) are already right, and an orphan file is
 * harmless.
 */
export async function removeUploads(
  storage: FileStorage,
  urls: readonly (string | null | undefined)[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await Promise.all(
    urls
      .filter((url): url is string => typeof url === 'string' && isUserUpload(url))
      .map((url) =>
        storage.delete(url).catch((err: unknown) => log?.warn({ err, url }, 'could not delete an upload')),
      ),
  );
}

/**
 * Account deletion: clears the user's avatar and company logo and photos and deletes their files.
 * Call it before the user row is deleted (the rows cascade away, and with them the URLs); it is
 * idempotent. Resolves to the number of files it asked the storage to delete.
 */
export async function deleteUserMedia(
  db: Db,
  storage: FileStorage,
  userId: number,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const urls = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ photo: users.profilePhotoUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [company] = await tx
      .select({ id: companies.id, logo: companies.logoUrl, images: companies.imageUrls })
      .from(companies)
      .where(eq(companies.userId, userId))
      .for('update');
    const found = [user?.photo, company?.logo, ...(company?.images ?? [])];
    if (user?.photo) await tx.update(users).set({ profilePhotoUrl: null }).where(eq(users.id, userId));
    if (company && (company.logo || company.images.length > 0)) {
      await tx.update(companies).set({ logoUrl: null, imageUrls: [] }).where(eq(companies.id, company.id));
    }
    return found.filter((url): url is string => !!url && isUserUpload(url));
  });
  await removeUploads(storage, urls, log);
  return urls.length;
}

/**
 * The picture files of a user's ads and drafts (card and full size). Read them before the account is
 * deleted, remove them after: the rows go with the account, and a failed deletion keeps its pictures.
 */
export async function adImageUrlsOf(db: Db, userId: number): Promise<string[]> {
  const [published, drafted] = await Promise.all([
    db
      .select({ path: productImages.path, fullPath: productImages.fullPath })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.userId, userId)),
    db
      .select({ path: draftImages.path, fullPath: draftImages.fullPath })
      .from(draftImages)
      .innerJoin(adDrafts, eq(adDrafts.id, draftImages.draftId))
      .where(eq(adDrafts.userId, userId)),
  ]);
  return [...published, ...drafted].flatMap((image) => [image.path, image.fullPath]).filter(isUserUpload);
}
