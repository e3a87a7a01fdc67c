import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidStorageKey, storageKeyOf, storageUrlPrefix, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A self-hosted store's address (MinIO and the like); AWS's own when omitted. */
  endpoint?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, as self-hosted stores expect. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the bucket's objects (a CDN or a public bucket), without a trailing slash. */
  publicUrl?: string;
}

/** Where a browser reads a stored file, and until when that address holds. */
export interface ObjectAddress {
  url: string;
  /** Seconds the URL stays valid; undefined when it does for good. */
  expiresInSeconds?: number;
}

/** How long a presigned read URL is valid. */
const presignedSeconds = 60 * 60;

/** A key's content never changes (random keys; demo pictures drawn alike), so caches may keep it for good. */
const objectCacheControl = 'public, max-age=31536000, immutable';

/**
 * Files as objects of one bucket of an S3-compatible store, under the same keys as on the local disk,
 * so every instance of the server reads what any other one stored.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default CRC32 checksums on every upload are refused by many self-hosted stores, and
      // would put `x-amz-checksum-mode` into every presigned URL: checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: objectCacheControl,
      }),
    );
    return `${storageUrlPrefix}${key}`;
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  }

  async read(url: string): Promise<Buffer | undefined> {
    const key = storageKeyOf(url);
    if (key === undefined) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  /** S3 answers a delete of a missing object with success, so only foreign URLs need skipping. */
  async delete(url: string): Promise<void> {
    const key = storageKeyOf(url);
    if (key === undefined) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** The public address of the object when the bucket has one, else a presigned one valid for an hour. */
  async addressOf(key: string): Promise<ObjectAddress> {
    assertValidStorageKey(key);
    if (this.publicUrl !== undefined) return { url: `${this.publicUrl}/${key}` };
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: presignedSeconds,
    });
    return { url, expiresInSeconds: presignedSeconds };
  }
}
