import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The store's address (S3_ENDPOINT). */
  endpoint: string;
  bucket: string;
  /** s3rver's fixed account. */
  accessKeyId: string;
  secretAccessKey: string;
  /** The variables that point an app at this store and bucket. */
  env: Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  close(): Promise<void>;
}

/** An S3-compatible store (s3rver) on a free loopback port, its objects in a temporary directory, with one bucket. */
export async function startLocalS3(bucket = 'pictures'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const [accessKeyId, secretAccessKey] = ['S3RVER', 'S3RVER'];
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
