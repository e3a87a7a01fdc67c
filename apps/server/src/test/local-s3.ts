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
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
