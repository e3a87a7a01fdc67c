import type { Config } from '../../config.ts';
import { LocalFileStorage } from './local.ts';
import type { ServedFileStorage } from './serve.ts';

export type { FileStorage } from './storage.ts';
export { LocalFileStorage } from './local.ts';
export { registerStorageRoutes, type ServedFileStorage } from './serve.ts';
export { randomStorageKey, storageKeyOf, storageUrlPrefix } from './storage.ts';
export { isUserUpload, mediaFolders, userUploads, type UserUploads } from './user-uploads.ts';

/** The S3 bucket when `S3_BUCKET` is set (config.ts requires its credentials then), else the local disk. */
export async function createFileStorage(config: Config): Promise<ServedFileStorage> {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket || !accessKeyId || !secretAccessKey) return new LocalFileStorage(config.uploadsDir);
  // Loaded only when used: the SDK takes a fifth of a second to load.
  const { S3FileStorage } = await import('./s3.ts');
  return new S3FileStorage({
    bucket,
    accessKeyId,
    secretAccessKey,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
